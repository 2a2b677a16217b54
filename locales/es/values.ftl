## Los rechazos del núcleo de un valor tal como se escribió (un ajuste de un enlace, de un
## elemento o de un formulario, un argumento o una línea de la línea de órdenes), comunes a
## todos los juegos. $value es el valor escrito, ya entre comillas; $name es el nombre de un ajuste.

value-not-whole = { $value } no es un número entero
value-too-large = { $value } es mayor que { $most }, el mayor número que movelab sabe leer
# $why es el rechazo de un valor de la lista $list.
value-in-list = { $why }, en { $name } { $list }
value-heaps-too-many = la página muestra como máximo { $most } montones, no { $count }
value-heap-too-large = un montón de { $heap } fichas es más de lo que la página juega: como máximo { $most } (10^18)

# Una llamada de la página que el módulo de su juego no acepta ($call: `play.index`, `act`;
# $value: lo que recibió, entre comillas): un error de la página.
page-bad-call = la página pidió a su juego algo que no acepta ({ $call } = { $value }): es un error de la página de movelab, no de tu partida
