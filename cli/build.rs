//! Builds the message files into the binary: for each language folder of `locales/`, its
//! `.ftl` files in name order, one text per language (src/words.rs reads them).

use std::{env, fs, path::Path};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut langs: Vec<_> = fs::read_dir(&root)
        .expect("locales/ beside cli/")
        .map(|e| e.expect("a readable locales/ folder").path())
        .filter(|p| p.is_dir())
        .collect();
    langs.sort();
    let mut table = String::from("&[\n");
    for dir in langs {
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = fs::read_dir(&dir)
            .expect("a readable language folder")
            .map(|e| e.expect("a readable file").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let mut text = String::new();
        for f in files {
            println!("cargo:rerun-if-changed={}", f.display());
            text += &fs::read_to_string(&f).expect("a UTF-8 message file");
            text.push('\n');
        }
        let lang = dir
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a language folder name");
        table += &format!("    ({lang:?}, {text:?}),\n");
    }
    table += "]\n";
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    fs::write(out, table).expect("a writable OUT_DIR");
}
