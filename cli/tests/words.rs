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
