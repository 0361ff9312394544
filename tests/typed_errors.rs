//! Every layer says why as a type, and only the command line's edge turns an
//! error into words: a function below it that returns a plain string as its
//! error could not be worded in the user's language (the app shows German) and
//! loses what went wrong for a caller that wants to act on it. This scans the
//! sources of the command line and of every crate for such a function.

use std::path::{Path, PathBuf};

/// Every `Result` type written in `text` whose error is a plain string, as
/// `line: text of the line`.
fn string_errors(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("Result<") {
            let inner = &rest[at + "Result<".len()..];
            let mut depth = 1;
            let end = inner.char_indices().find_map(|(index, c)| {
                depth += match c {
                    '<' => 1,
                    '>' => -1,
                    _ => 0,
                };
                (depth == 0).then_some(index)
            });
            let Some(end) = end else { break };
            if inner[..end].trim_end().ends_with(", String") {
                found.push(format!("{}: {}", number + 1, line.trim()));
            }
            rest = &inner[end..];
        }
    }
    found
}

/// The `.rs` files under `folder`, as paths from the workspace's root.
fn sources(root: &Path, folder: PathBuf, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(root, path, into);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            into.push(path.strip_prefix(root).unwrap().to_path_buf());
        }
    }
}

#[test]
fn no_function_of_the_workspace_returns_a_string_as_its_error() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(root, root.join("src"), &mut files);
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        sources(root, entry.unwrap().path().join("src"), &mut files);
    }
    assert!(
        files.iter().any(|file| file.starts_with("src/cli"))
            && files.iter().any(|file| file.starts_with("crates/net/src")),
        "the scan reads the command line and the crates: {files:?}"
    );
    let mut found = Vec::new();
    for file in files {
        let name = file.to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(root.join(&file)).unwrap();
        for place in string_errors(&text) {
            found.push(format!("{name}:{place}"));
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_scan_finds_a_string_error_however_deep_its_value() {
    // Written in pieces, so that the scan does not find its own samples.
    let sample = [
        "fn f() -> Result<Vec<u8>, ",
        "String> {}\nfn g() -> Result<(), E>\nfn h() -> Result<Option<Vec<u8>>,",
        " String>",
    ]
    .concat();
    assert_eq!(string_errors(&sample).len(), 2, "{sample}");
}
