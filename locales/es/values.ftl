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

# A number the page gave its game that is not whole or out of range (web/src/lib.rs `whole`,
# `page_whole`): a setting of a link ($name as the link writes it: `n`, `size`) or a field
# of the page's own call. $lo and $hi are the range; $value is the number as given.
boards-value-not-whole = { $name } debe ser un número entero de { $lo } a { $hi }, no { $value }
boards-value-range = { $name } debe ir de { $lo } a { $hi }, no { $value }
boards-no-parameter = este juego no tiene ningún parámetro entero { $name }
