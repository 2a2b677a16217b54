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

/// `movelab args` under `LANG=lang` with `stdin`: the exit status, stdout and stderr.
fn run_in(lang: &str, args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = Command::cargo_bin("movelab")
        .unwrap()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap(),
        text(out.stdout),
        text(out.stderr),
    )
}

/// English words that no French or German sentence of the command line has: any of them in
/// a translated output is a sentence that bypassed the message files.
const ENGLISH: &[&str] = &[
    " the ",
    "The ",
    " and ",
    " of ",
    " with ",
    " not ",
    "Print",
    "Usage:",
    "<COMMAND>",
    "Commands",
    "default",
    "possible values",
    "solved",
    "unsolvable",
    "gave up",
    "unexpected",
    "did you mean",
    "Exit status",
    " moves",
    "required",
];

fn no_english(lang: &str, text: &str) {
    for word in ENGLISH {
        assert!(!text.contains(word), "{lang}: English {word:?} in:\n{text}");
    }
}

#[test]
fn the_help_speaks_the_language_of_lang() {
    let cases = [
        (
            "fr_FR.UTF-8",
            "Usage\u{202f}:",
            "Commandes",
            "Afficher l’aide",
        ),
        ("de_DE.UTF-8", "Aufruf:", "Befehle", "Hilfe anzeigen"),
    ];
    for (lang, usage, commands, help) in cases {
        let (code, top, _) = run_in(lang, &["--help"], "");
        assert_eq!(code, 0);
        for words in [usage, commands, help] {
            assert!(top.contains(words), "{lang}: no {words:?} in:\n{top}");
        }
        no_english(lang, &top);
        for args in [
            &["peg", "--help"][..],
            &["shift", "-h"],
            &["grundy", "octal", "--help"],
        ] {
            let (code, text, _) = run_in(lang, args, "");
            assert_eq!(code, 0, "{args:?}");
            assert!(
                text.contains(usage) && text.contains(help),
                "{lang} {args:?}:\n{text}"
            );
            // `--solvable` prints the word `solvable` or `unsolvable`, which scripts read:
            // its help names them as they are.
            no_english(lang, &text.replace("unsolvable", "…"));
        }
    }
    // The usage lines' placeholders, built by clap from each command's arguments.
    let (_, top, _) = run_in("fr_FR.UTF-8", &["--help"], "");
    assert!(top.contains("movelab <COMMANDE>"), "{top}");
    let (_, octal, _) = run_in("de_DE.UTF-8", &["grundy", "octal", "--help"], "");
    assert!(
        octal.contains("Aufruf: movelab grundy octal [OPTIONEN] <CODE>"),
        "{octal}"
    );
    let (_, top, _) = run_in("C.UTF-8", &["--help"], "");
    assert!(top.contains("movelab <COMMAND>"), "{top}");
    // The ranges come from the catalog, in the language's numbers.
    let (_, shift, _) = run_in("de_DE.UTF-8", &["shift", "--help"], "");
    assert!(
        shift.contains("Anzahl der schwarzen Steine (1 bis 1.000.000.000)"),
        "{shift}"
    );
    let (_, english, _) = run_in("C.UTF-8", &["shift", "--help"], "");
    assert!(
        english.contains("number of black checkers (1 to 1,000,000,000)"),
        "{english}"
    );
    assert!(
        english.contains("Usage: movelab shift [OPTIONS] <N> <M>"),
        "{english}"
    );
}

#[test]
fn usage_errors_speak_the_language_of_lang_and_exit_2() {
    let cases: [(&str, &[&str], &str); 8] = [
        ("fr_FR.UTF-8", &["shift", "--cout", "3", "2"],
         "argument inattendu «\u{202f}--cout\u{202f}»\u{202f}; vouliez-vous dire «\u{202f}--count\u{202f}»\u{202f}?"),
        ("fr_FR.UTF-8", &["shift", "3", "2", "--format", "jsn"], "valeur «\u{202f}jsn\u{202f}» invalide"),
        ("fr_FR.UTF-8", &["shift", "3"], "argument obligatoire manquant\u{202f}: <M>"),
        ("de_DE.UTF-8", &["shif"], "unbekannter Befehl „shif“; meintest du „shift“?"),
        ("de_DE.UTF-8", &["shift", "0", "2"], "0 liegt nicht zwischen 1 und 1000000000"),
        ("de_DE.UTF-8", &["shift", "3", "2", "--step", "1", "--count"],
         "„--step <I>“ geht nicht zusammen mit „--count“"),
        (
            "fr_FR.UTF-8",
            &["grundy", "grundys", "--upto", "300000000"],
            "une table du jeu de Grundy va jusqu’au tas 268\u{202f}435\u{202f}456",
        ),
        (
            "de_DE.UTF-8",
            &["grundy", "octal", "0.07", "--heaps", "3,x"],
            "'x' ist keine ganze Zahl, in heaps '3,x'",
        ),
    ];
    for (lang, args, words) in cases {
        let (code, out, err) = run_in(lang, args, "");
        assert_eq!((code, out.as_str()), (2, ""), "{lang} {args:?}");
        assert_eq!(err.lines().count(), 1, "{lang} {args:?}: {err}");
        assert!(err.contains(words), "{lang} {args:?}: {err}");
        no_english(lang, &err);
    }
}

#[test]
fn the_verdicts_speak_the_language_of_lang() {
    let (_, shift, _) = run_in("C.UTF-8", &["shift", "3", "2"], "");
    let (_, peg, _) = run_in("C.UTF-8", &["peg"], "");
    let french_d4 = ["peg", "--board", "french", "--empty", "d4"];
    let capped = [
        "peg",
        "--board",
        "triangle5",
        "--empty",
        "b3",
        "--finish",
        "a1",
        "--max-positions",
        "50",
    ];
    let cases: [(&str, &[&str], &str, i32, &str); 10] = [
        (
            "fr_FR.UTF-8",
            &["verify", "shift", "3", "2"],
            &shift,
            0,
            "résolu en 11 coups, ce qui est optimal",
        ),
        (
            "de_DE.UTF-8",
            &["verify", "shift", "3", "2"],
            &shift,
            0,
            "gelöst in 11 Zügen, und das ist optimal",
        ),
        (
            "fr_FR.UTF-8",
            &["verify", "shift", "3", "2"],
            "0 3",
            1,
            "coup 1\u{202f}: la case 0 n’est pas à côté de la case vide",
        ),
        (
            "de_DE.UTF-8",
            &["verify", "pairs", "3"],
            "",
            1,
            "alle 0 Züge sind zulässig, aber sie erreichen das Ziel nicht",
        ),
        (
            "fr_FR.UTF-8",
            &["verify", "peg"],
            &peg,
            0,
            "résolu en 31 sauts",
        ),
        (
            "de_DE.UTF-8",
            &["verify", "peg"],
            &peg,
            0,
            "gelöst in 31 Sprüngen",
        ),
        (
            "fr_FR.UTF-8",
            &french_d4,
            "",
            1,
            "insoluble\u{202f}: le départ et une dernière fiche en d5",
        ),
        (
            "de_DE.UTF-8",
            &french_d4,
            "",
            1,
            "unlösbar: der Anfang und ein letzter Stift auf d5",
        ),
        (
            "fr_FR.UTF-8",
            &capped,
            "",
            3,
            "abandon\u{202f}: la recherche a retenu 50 positions perdantes",
        ),
        (
            "de_DE.UTF-8",
            &capped,
            "",
            3,
            "aufgegeben: die Suche hat sich 50 verlorene Stellungen gemerkt",
        ),
    ];
    for (lang, args, stdin, status, words) in cases {
        let (code, out, err) = run_in(lang, args, stdin);
        assert_eq!(code, status, "{lang} {args:?}: {err}");
        let said = if status == 0 { out } else { err };
        assert!(said.contains(words), "{lang} {args:?}: {said}");
        no_english(lang, &said);
    }
}

/// What scripts read is the same in every language: listings, CSV, JSON, counts, a peg line
/// and `--solvable`'s word.
#[test]
fn what_scripts_read_never_changes_with_the_language() {
    let runs: [&[&str]; 9] = [
        &["shift", "3", "2"],
        &["shift", "3", "2", "--format", "csv"],
        &["shift", "3", "2", "--format", "json", "--first", "left"],
        &["pairs", "4", "--all", "--format", "json"],
        &["pairs", "5", "--count"],
        &["peg"],
        &["peg", "--board", "triangle5", "--format", "json"],
        &["peg", "--board", "french", "--empty", "d4", "--solvable"],
        &["knights", "--size", "8", "--at", "5,5", "3,4"],
    ];
    for args in runs {
        let english = run_in("C.UTF-8", args, "");
        assert_eq!(english.0, 0, "{args:?}: {}", english.2);
        for lang in ["fr_FR.UTF-8", "de_DE.UTF-8", "es_ES.UTF-8"] {
            assert_eq!(run_in(lang, args, ""), english, "{lang} {args:?}");
        }
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
    let cases: [(&[&str], String); 9] = [
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
            &["knights", "--size", "3000", "--at", "1,1"],
            format!("movelab: le côté du plateau doit aller de 1 à 2{nnbsp}000, pas 3000\n"),
        ),
        (
            &["kinrow", "5", "--k", "0"],
            format!("movelab: K doit aller de 1 à 1{nnbsp}000, pas 0\n"),
        ),
        (
            &["run", "nim", "memo", "heaps=3,-1"],
            // A run maker's refusal, inside the runs' own sentence (as the page says it).
            format!(
                "movelab: Cette exécution ne peut pas être enregistrée{nnbsp}: '-1' n'est pas un \
                 nombre entier, dans heaps '3,-1'.\n"
            ),
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

/// The checker rows' and knights' refusals of a value or a move (the core's facts) in French
/// and German, with no English word; exit status 2 for each.
#[test]
fn the_rows_and_knights_refusals_speak_french_and_german() {
    let nnbsp = '\u{202f}';
    let verify = ["verify", "shift", "3", "2"];
    let pairs = ["pairs", "2"];
    let off = ["knights", "--size", "3", "--at", "1,1", "4,1"];
    let not_square = ["knights", "--size", "8", "--at", "3;5"];
    let far = ["knights", "--size", "8", "--at", "3,9999999999"];
    let cases: Vec<(&str, &[&str], &str, String)> = vec![
        (
            "fr_FR.UTF-8",
            &verify,
            "2 x",
            format!(
                "movelab: coup 2 de l’entrée standard{nnbsp}: 'x' n’est pas un numéro de case\n"
            ),
        ),
        (
            "de_DE.UTF-8",
            &verify,
            "2 x",
            "movelab: Zug 2 der Standardeingabe: 'x' ist keine Feldnummer\n".into(),
        ),
        (
            "fr_FR.UTF-8",
            &pairs,
            "",
            format!(
                "movelab: les pions par paires avec n = 2 n’ont pas de solution{nnbsp}: aucune \
                 suite de coups n’atteint le but (n doit valoir au moins 3)\n"
            ),
        ),
        (
            "de_DE.UTF-8",
            &pairs,
            "",
            "movelab: Steine paarweise verschieben mit n = 2 hat keine Lösung: Keine Zugfolge \
             erreicht das Ziel (n muss mindestens 3 sein)\n"
                .into(),
        ),
        (
            "fr_FR.UTF-8",
            &off,
            "",
            "movelab: 4,1 est hors du plateau de 3 × 3\n".into(),
        ),
        (
            "de_DE.UTF-8",
            &off,
            "",
            "movelab: 4,1 liegt außerhalb des Bretts mit 3×3 Feldern\n".into(),
        ),
        (
            "fr_FR.UTF-8",
            &not_square,
            "",
            format!(
                "movelab: valeur «{nnbsp}3;5{nnbsp}» invalide pour «{nnbsp}--at <AT>...{nnbsp}»\
                 {nnbsp}: «{nnbsp}3;5{nnbsp}» n’est pas une case X,Y comme 3,5\n"
            ),
        ),
        (
            "de_DE.UTF-8",
            &far,
            "",
            "movelab: ungültiger Wert „3,9999999999“ für „--at <AT>...“: „3,9999999999“ liegt \
             außerhalb jedes Bretts: Eine Koordinate geht bis 2.000\n"
                .into(),
        ),
    ];
    for (lang, args, stdin, said) in cases {
        let (code, out, err) = run_in(lang, args, stdin);
        assert_eq!((code, out.as_str()), (2, ""), "{lang} {args:?}: {err}");
        assert_eq!(err, said, "{lang} {args:?}");
        no_english(lang, &err);
    }
}

/// The lines that explain an answer or a give-up: peg's atlas and the limits of its
/// fewest-moves search and count, grundy's period and a heap's place in it, the catalog's
/// ranges and a run the game does not have.
#[test]
fn the_explaining_lines_speak_the_language_of_lang() {
    let nnbsp = '\u{202f}';
    let atlas = ["peg", "--board", "triangle5", "--atlas"];
    let count = [
        "peg",
        "--board",
        "triangle5",
        "--empty",
        "a5",
        "--finish",
        "any",
        "--count",
        "--max-positions",
        "1000",
    ];
    let fewest = [
        "peg",
        "--board",
        "triangle5",
        "--empty",
        "a1",
        "--finish",
        "a1",
        "--fewest-moves",
        "--max-positions",
        "20",
    ];
    let preperiod = ["grundy", "octal", "0.77", "--at", "50"];
    let far = [
        "grundy",
        "subtraction",
        "1,3,4",
        "--at",
        "1000000000000000000",
    ];
    let saltus = ["grundy", "octal", "0.28", "--period", "--upto", "600"];
    let run = ["run", "subtraction", "tree"];
    let catalog = ["catalog"];
    let fr = "fr_FR.UTF-8";
    let de = "de_DE.UTF-8";
    let cases: Vec<(&str, &[&str], i32, String)> = vec![
        (
            fr,
            &atlas,
            0,
            format!("tous les autres problèmes{nnbsp}: insolubles"),
        ),
        (
            fr,
            &atlas,
            0,
            format!("b3 -> b3{nnbsp}: insoluble{nnbsp}: toutes les positions"),
        ),
        (de, &atlas, 0, "jede andere Aufgabe: unlösbar".into()),
        (de, &atlas, 0, "(gezeigt für ".into()),
        (
            fr,
            &count,
            3,
            "le dénombrement garderait plus de 1000 positions, la limite".into(),
        ),
        (
            de,
            &count,
            3,
            "das Zählen würde mehr als 1000 Stellungen halten, die Grenze".into(),
        ),
        (
            fr,
            &fewest,
            3,
            "a gardé 20 positions, sa limite, sans trouver de réponse".into(),
        ),
        (
            de,
            &fewest,
            3,
            "hat 20 Stellungen gehalten, ihre Grenze, ohne eine Antwort".into(),
        ),
        (
            fr,
            &preperiod,
            0,
            "2\nprépériode 71 période 12\nle tas 50 est dans la prépériode\n".into(),
        ),
        (
            de,
            &preperiod,
            0,
            "2\nVorperiode 71 Periode 12\nHaufen 50 liegt in der Vorperiode\n".into(),
        ),
        (
            fr,
            &far,
            0,
            format!(
                "tas 1000000000000000000 = 0 + 142857142857142857 × 7 + 1{nnbsp}: la valeur \
                 du tas 1"
            ),
        ),
        (
            de,
            &far,
            0,
            "Haufen 1000000000000000000 = 0 + 142857142857142857 × 7 + 1: der Wert von \
             Haufen 1"
                .into(),
        ),
        (fr, &saltus, 0, "arithmétiquement périodique".into()),
        (
            de,
            &saltus,
            0,
            "Vorperiode 1 Periode 53 Saltus 16\narithmetisch periodisch".into(),
        ),
        (
            fr,
            &run,
            2,
            "show doit valoir recursion ou memo pour subtraction, et non 'tree'".into(),
        ),
        (
            de,
            &run,
            2,
            "für subtraction muss show recursion oder memo sein, nicht 'tree'".into(),
        ),
        (
            fr,
            &["run", "nim", "memo", "size=3"],
            2,
            format!("nim n’a pas de paramètre 'size'{nnbsp}: ses paramètres sont heaps"),
        ),
        (
            fr,
            &["run", "shift", "backtrack", "n=0"],
            2,
            format!("n doit être compris entre 1 et 1{nnbsp}000{nnbsp}000{nnbsp}000, pas 0"),
        ),
        (
            de,
            &["run", "chess", "memo"],
            2,
            "es gibt kein Spiel 'chess': Die Spiele sind shift, pairs".into(),
        ),
        (
            de,
            &["run", "nim", "memo", "misere=2"],
            2,
            "misere muss 1 oder 0 sein, nicht '2'".into(),
        ),
        (
            fr,
            &catalog,
            0,
            format!("de 0,25 à 5{nnbsp}000 coups par seconde, 2 par défaut"),
        ),
        (
            fr,
            &catalog,
            0,
            format!("n de 1 à 1{nnbsp}000{nnbsp}000{nnbsp}000 (page"),
        ),
        (de, &catalog, 0, "Text aus höchstens 9 Zeichen".into()),
        (de, &catalog, 0, "0,25 bis 5.000 Züge pro Sekunde".into()),
    ];
    for (lang, args, status, words) in cases {
        let (code, out, err) = run_in(lang, args, "");
        assert_eq!(code, status, "{lang} {args:?}: {err}");
        let said = if status == 0 { out } else { err };
        assert!(said.contains(&words), "{lang} {args:?}: {said}");
        // The catalog's taglines are checked elsewhere; its ranges and speed here.
        let checked: String = if args == catalog {
            said.lines()
                .filter(|l| l.contains("0,25") || l.starts_with("tictactoe:"))
                .collect()
        } else {
            said
        };
        no_english(lang, &checked);
    }
}

/// The machine-read forms of the same answers never change with the language: the atlas's
/// JSON (its reasons the English they always were), a heap's place and a period in JSON.
#[test]
fn the_explained_answers_json_never_changes_with_the_language() {
    let runs: [&[&str]; 4] = [
        &["peg", "--board", "triangle4", "--atlas", "--format", "json"],
        &["grundy", "octal", "0.77", "--at", "50", "--format", "json"],
        &[
            "grundy", "octal", "0.28", "--period", "--upto", "600", "--format", "json",
        ],
        &["run", "nim", "memo", "heaps=3", "--format", "json"],
    ];
    for args in runs {
        let english = run_in("C.UTF-8", args, "");
        assert_eq!(english.0, 0, "{args:?}: {}", english.2);
        for lang in ["fr_FR.UTF-8", "de_DE.UTF-8", "es_ES.UTF-8"] {
            assert_eq!(run_in(lang, args, ""), english, "{lang} {args:?}");
        }
    }
    let (_, atlas, _) = run_in("fr_FR.UTF-8", runs[0], "");
    assert!(
        atlas.contains("\"reason\":\"the start and"),
        "the JSON's reasons stay English: {atlas}"
    );
}

/// The heap games' table limits are the core's facts: under a French `LANG` the limit is
/// grouped as French writes numbers and no English is left; the value asked stays as given.
#[test]
fn a_table_past_its_limit_is_refused_in_french() {
    let fr = "fr_FR.UTF-8";
    let nnbsp = '\u{202f}';
    let cases: [(&[&str], String); 5] = [
        (
            &["grundy", "octal", "0.07", "--upto", "300000000"],
            format!(
                "movelab: une table d'un jeu octal va jusqu'au tas 268{nnbsp}435{nnbsp}456 (une \
                 table prend 4 octets par tas, 1 Gio à la limite), pas 300000000\n"
            ),
        ),
        (
            &["grundy", "subtraction", "1,2", "--upto", "20000000"],
            format!(
                "movelab: une table d'un jeu de soustraction va jusqu'au tas \
                 10{nnbsp}000{nnbsp}000, pas 20000000\n"
            ),
        ),
        (
            &["grundy", "octal", "0.3F", "--period", "--upto", "6000"],
            format!(
                "movelab: 0.3F peut laisser trois tas, et sa table demande un temps \
                 cubique{nnbsp}: elle va jusqu'au tas 5{nnbsp}000, pas 6000\n"
            ),
        ),
        (
            &["grundy", "octal", "0.77", "--misere", "--upto", "41"],
            "movelab: un quotient misère se construit pour des tas d'au plus 40 jetons, pas 41\n"
                .into(),
        ),
        (
            &["nim", "3", "4611686018427387905"],
            // 2^62 is past 2^53: grouped by the command line itself, as French groups.
            format!(
                "movelab: un tas a au plus 4{nnbsp}611{nnbsp}686{nnbsp}018{nnbsp}427{nnbsp}387\
                 {nnbsp}904 jetons (2^62), pas 4611686018427387905\n"
            ),
        ),
    ];
    for (args, french) in cases {
        let said = refused(fr, args);
        assert_eq!(said, french, "{args:?}");
        no_english(fr, &said);
    }
    assert_eq!(
        refused("C.UTF-8", &["grundy", "grundys", "--upto", "300000000"]),
        "movelab: a table of Grundy's game goes up to heap 268,435,456 (a table takes 4 bytes a \
         heap, 1 GiB at the limit), not 300000000\n"
    );
}

/// The checker rows' counting limits are the core's facts: past them `--count` is refused in
/// the language of `LANG`, the limit grouped as that language writes numbers.
#[test]
fn the_rows_counting_limits_speak_the_language_of_lang() {
    let nnbsp = '\u{202f}';
    let shift = ["shift", "1", "4000001", "--count"];
    let pairs = ["pairs", "5000", "--count"];
    for (lang, args, said) in [
        (
            "fr_FR.UTF-8",
            &shift[..],
            format!("pour m au-delà de 4{nnbsp}000{nnbsp}000 ce nombre est trop grand"),
        ),
        (
            "de_DE.UTF-8",
            &shift[..],
            "für m über 4.000.000 ist diese Zahl zu groß".to_string(),
        ),
        (
            "es_ES.UTF-8",
            &pairs[..],
            "admite n de 4 a 200, no 5".to_string(),
        ),
        (
            "fr_FR.UTF-8",
            &pairs[..],
            format!("demande n de 4 à 200, pas 5{nnbsp}000"),
        ),
    ] {
        let text = refused(lang, args);
        assert!(text.contains(&said), "{lang} {args:?}: {text}");
        no_english(lang, &text);
    }
}

/// The arithmetic-periodicity test's hypotheses are the core's facts: when a hexadecimal
/// code's table certifies no period (exit status 1), the hypothesis each test failed is
/// worded in the language of `LANG`. Each code below reaches other hypotheses (found by a loop
/// over the one- and two-digit codes and tables up to 256): the saltus not a power of two,
/// a value of the block not below it, the low parts, the window, the general test's table
/// length, its kinds of part, its two coverage conditions and its exclusion (three heaps
/// left and two), and no constant tail at all.
#[test]
fn the_arithmetic_tests_hypotheses_speak_the_language_of_lang() {
    let nnbsp = '\u{202f}';
    // (code, --upto, French, German, Spanish): a piece of each test's refusal.
    let cases = [
        (
            "0.2C",
            "20",
            format!(
                "le saut 3 n’est pas une puissance de deux{nnbsp}; test général{nnbsp}: la table \
                 (jusqu’à 20) est trop courte"
            ),
            "Der Sprung 3 ist keine Zweierpotenz; allgemeiner Test: Die Tabelle (bis 20) ist zu \
             kurz",
            "el salto 3 no es una potencia de dos; prueba general: la tabla (hasta 20) es \
             demasiado corta",
        ),
        (
            "0.09",
            "20",
            "G(8) = 2 n’est pas strictement inférieur au saut 2 (le test demande que toute valeur \
             avant le tas 11"
                .into(),
            "Überdeckung: Keine Option (y, a, a) oder (a, a) hat den Wert 3 (kleiner als V1 + s = \
             4)",
            "G(8) = 2 no es menor que el salto 2",
        ),
        (
            "0.0C",
            "8",
            "sa fenêtre demande G jusqu’à 15, et la table s’arrête à 8".into(),
            "Sein Fenster braucht G bis 15, und die Tabelle endet bei 8",
            "en los montones de la misma paridad que 7",
        ),
        (
            "0.39",
            "84",
            "les coups qui laissent trois tas d’au moins 3 jetons n’atteignent pas la partie \
             basse 1"
                .into(),
            "Am Haufen 84 ist der Wert 5 (kleiner als G(84) = 39, mindestens V1 = 3) der Wert \
             keiner Option",
            "en el montón 84, el valor 5 (menor que G(84) = 39, al menos V1 = 3) no es el valor \
             de ninguna opción",
        ),
        (
            "0.8B",
            "8",
            "depuis le tas 15, le coup qui prend 1 jeton et laisse des tas de 8, 4 et 2 a la \
             valeur f(15) = 7"
                .into(),
            "Vom Haufen 15 aus hat der Zug, der 1 Stein nimmt und Haufen der Größen 8, 4 und 2 \
             hinterlässt",
            "la jugada que quita 1 ficha y deja montones de tamaños 8, 4 y 2 tiene el valor \
             f(15) = 7",
        ),
        (
            "0.4D",
            "5",
            "le coup qui prend 1 jeton et laisse des tas de 4 et 2 a la valeur f(7) = 3".into(),
            "Haufen der Größen 4 und 2 hinterlässt, den Wert f(7) = 3",
            "deja montones de tamaños 4 y 2",
        ),
        (
            "0.0D",
            "151",
            "n0 + p − 1 = 81 sortes de tas".into(),
            "n0 + p − 1 = 81 Arten von Haufen",
            "son más que las 64 que enumera esta prueba",
        ),
        (
            "0.08",
            "8",
            "(aucune fin de la table ne croît d’un même saut à chaque période)".into(),
            "(kein Endstück der Tabelle wächst mit jeder Periode um denselben Sprung)",
            "(ningún final de la tabla crece en un mismo salto en cada periodo)",
        ),
    ];
    for (code, upto, fr, de, es) in &cases {
        let args = ["grundy", "octal", code, "--period", "--upto", upto];
        for (lang, said) in [
            ("fr_FR.UTF-8", fr.as_str()),
            ("de_DE.UTF-8", de),
            ("es_ES.UTF-8", es),
        ] {
            let (status, out, text) = run_in(lang, &args, "");
            assert_eq!((status, out.as_str()), (1, ""), "{lang} {args:?}: {text}");
            assert!(text.contains(said), "{lang} {args:?}: {text}");
            assert!(
                !text.contains("arith-") && !text.contains('{'),
                "{lang}: {text}"
            );
            no_english(lang, &text);
        }
    }
    // English says the same facts in its words.
    let (_, _, english) = run_in(
        "C.UTF-8",
        &["grundy", "octal", "0.8B", "--period", "--upto", "8"],
        "",
    );
    assert_eq!(
        english,
        "movelab: no period up to 8, nor a certified arithmetic period (least period tried: \
         period 2, saltus 1 from 1: power-of-two test: G(2) = 1 is not below the saltus 1 (the \
         test needs every value before heap 3 below it); general test: exclusion fails, so the \
         continuation f is false: from heap 15, the move that takes 1 counter, leaving heaps of \
         8, 4 and 2, has the value f(15) = 7)\n"
    );
}
