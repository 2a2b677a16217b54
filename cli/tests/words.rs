//! The command line's words follow `LANG` where the lab has the language's message files
//! (locales/), English otherwise, while what scripts read (JSON) never changes.

use assert_cmd::Command;

fn catalog(lang: &str, format: &str) -> String {
    let out = Command::cargo_bin("movelab")
        .unwrap()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .args(["catalog", "--format", format])
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_catalog_speaks_the_language_of_lang_and_its_json_never_changes() {
    let english = catalog("C.UTF-8", "text");
    assert!(english.contains("nim: Nim ("), "{english}");
    assert!(english.contains("grundys: Grundy's game ("), "{english}");
    let french = catalog("fr_FR.UTF-8", "text");
    assert!(french.contains("nim: Jeu de Nim ("), "{french}");
    assert!(french.contains("grundys: Jeu de Grundy ("), "{french}");
    assert!(catalog("de_DE.UTF-8", "text").contains("peg: Solitär ("));
    assert!(catalog("es_ES.UTF-8", "text").contains("grundys: Juego de Grundy ("));
    // A language the lab does not have: English.
    assert_eq!(catalog("ja_JP.UTF-8", "text"), english);
    let json = catalog("C.UTF-8", "json");
    for lang in ["fr_FR.UTF-8", "de_DE.UTF-8", "es_ES.UTF-8"] {
        assert_eq!(catalog(lang, "json"), json, "{lang}");
    }
}

/// A refusal of the command line in `lang`: its stderr line, and exit status 2.
fn refused(lang: &str, args: &[&str]) -> String {
    let out = Command::cargo_bin("movelab")
        .unwrap()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn the_cores_refusals_of_a_value_speak_french_under_a_french_lang() {
    let fr = "fr_FR.UTF-8";
    let nnbsp = '\u{202f}';
    let cases: [(&[&str], String); 7] = [
        (
            &["grundy", "subtraction", "x"],
            "movelab: 'x' n'est pas un nombre entier\n".into(),
        ),
        (
            &["grundy", "octal", "0.07", "--heaps", "3,x"],
            "movelab: 'x' n'est pas un nombre entier, dans heaps '3,x'\n".into(),
        ),
        (
            &["grundy", "subtraction", "1,3,0"],
            format!("movelab: la quantité 0 n'est pas comprise entre 1 et 10{nnbsp}000\n"),
        ),
        (
            &["grundy", "octal", "1.07"],
            format!("movelab: '1.07'{nnbsp}: le chiffre avant le point doit être 0, 4, 8 ou C\n"),
        ),
        (
            &["parity", "0", "--k", "2"],
            format!("movelab: N doit être compris entre 1 et 10{nnbsp}000{nnbsp}000, pas 0\n"),
        ),
        (
            &["tictactoe", "xx......."],
            format!(
                "movelab: le plateau 'xx.......' est refusé{nnbsp}: x a 2 marques et o 0{nnbsp}: \
                 x joue en premier et les joueurs alternent, donc x a autant de marques que o ou \
                 une de plus\n"
            ),
        ),
        (
            &["run", "nim", "memo", "heaps=3,-1"],
            "movelab: '-1' n'est pas un nombre entier, dans heaps '3,-1'\n".into(),
        ),
    ];
    for (args, french) in cases {
        assert_eq!(refused(fr, args), french, "{args:?}");
    }
    // The same refusal in English, as it always read.
    assert_eq!(
        refused("C.UTF-8", &["grundy", "subtraction", "1,x"]),
        "movelab: 'x' is not a whole number, in set '1,x'\n"
    );
}
