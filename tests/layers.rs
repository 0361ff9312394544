//! The layer test: the crate's modules depend on each other only downwards, and no
//! two files import each other, directly or round a loop.
//!
//! Layers, lowest first: `rules`, then `engine` and `records` side by side (neither
//! may name the other), then `analysis`, then `net` and `tablebase` side by side, then `app`, then `cli`. A file "names" another module when
//! its code holds a path that reaches it: `crate::…`, `$crate::…` (macros),
//! `super::…`, `self::…`, the members of `use crate::{…}` groups, and paths through
//! names a `use` or `mod` bound to a module (`use crate::app::strings as s;` …
//! `s::TITLE`). Comments, strings and character literals are skipped. `src/lib.rs`
//! and `src/main.rs` tie the layers together and are exempt.
//!
//! The scanner reads the source text itself (std only, no parser crate): a small
//! lexer, then the paths in the token stream. It runs in milliseconds.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// A module path inside the crate, e.g. `["app", "board", "sea"]`.
type ModPath = Vec<String>;

/// The layer of a top-level module: a module may name only lower layers and its own.
fn layer(top: &str) -> Option<u8> {
    match top {
        "rules" => Some(0),
        "engine" | "records" => Some(1),
        "analysis" => Some(2),
        "net" | "tablebase" => Some(3),
        "app" => Some(4),
        "cli" => Some(5),
        _ => None,
    }
}

/// Whether code in top module `from` may name top module `to`.
fn may_name(from: &str, to: &str) -> bool {
    from == to || matches!((layer(from), layer(to)), (Some(a), Some(b)) if b < a)
}

// ---------------------------------------------------------------------------------
// Lexer: identifiers and punctuation, with comments, strings and chars removed.

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    /// An identifier or keyword; `$crate` is kept as one.
    Ident(String),
    /// `::`
    PathSep,
    /// Any other punctuation character.
    Punct(char),
}

/// The tokens of `text`, each with its 1-based line number.
fn lex(text: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let ident_start = |ch: char| ch.is_alphabetic() || ch == '_';
    let ident_char = |ch: char| ch.is_alphanumeric() || ch == '_';
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(c[i] == '\n');
                    i += 1;
                }
            }
        } else if let Some(end) = raw_string_end(&c, i) {
            line += c[i..end].iter().filter(|&&x| x == '\n').count();
            i = end;
        } else if ch == '"' || (matches!(ch, 'b' | 'c') && next == Some('"')) {
            i += if ch == '"' { 1 } else { 2 };
            while i < c.len() && c[i] != '"' {
                line += usize::from(c[i] == '\n');
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if ch == '\'' || (ch == 'b' && next == Some('\'')) {
            // A char literal ('x', '\n', '\u{..}', b'x'), or a lifetime or label ('a).
            let start = if ch == 'b' { i + 1 } else { i };
            if c.get(start + 1) == Some(&'\\') {
                i = start + 2;
                while i < c.len() && c[i] != '\'' {
                    i += if c[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
            } else if c.get(start + 2) == Some(&'\'') {
                i = start + 3;
            } else {
                i = start + 1;
            }
        } else if ch == 'r' && next == Some('#') && c.get(i + 2).is_some_and(|&x| ident_start(x)) {
            // A raw identifier, r#type.
            let start = i + 2;
            i = start;
            while i < c.len() && ident_char(c[i]) {
                i += 1;
            }
            out.push((Tok::Ident(c[start..i].iter().collect()), line));
        } else if ident_start(ch) || (ch == '$' && next.is_some_and(ident_start)) {
            let start = i;
            i += 1;
            while i < c.len() && ident_char(c[i]) {
                i += 1;
            }
            out.push((Tok::Ident(c[start..i].iter().collect()), line));
        } else if ch.is_ascii_digit() {
            while i < c.len() && ident_char(c[i]) {
                i += 1;
            }
        } else if ch == ':' && next == Some(':') {
            out.push((Tok::PathSep, line));
            i += 2;
        } else {
            out.push((Tok::Punct(ch), line));
            i += 1;
        }
    }
    out
}

/// Where a raw string literal starting at `i` (`r"…"`, `r#"…"#`, `br#"…"#`, …) ends.
fn raw_string_end(c: &[char], i: usize) -> Option<usize> {
    let mut j = i;
    if matches!(c.get(j), Some('b' | 'c')) {
        j += 1;
    }
    if c.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let hashes = c[j..].iter().take_while(|&&x| x == '#').count();
    j += hashes;
    if c.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < c.len() {
        if c[j] == '"'
            && c[j + 1..]
                .iter()
                .take(hashes)
                .filter(|&&x| x == '#')
                .count()
                == hashes
        {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(c.len())
}

// ---------------------------------------------------------------------------------
// Paths: which modules a file's tokens name.

/// One place where a file names a module.
#[derive(Debug, Clone)]
struct Mention {
    target: ModPath,
    line: usize,
    path: String,
}

/// What the crate's files are: module path → file, and `#[macro_export]` macros →
/// the module defining them (such a macro is reached as `crate::name`).
struct Crate {
    files: BTreeSet<ModPath>,
    macros: BTreeMap<String, ModPath>,
}

impl Crate {
    /// The module file a path leads into: the longest prefix that is a file, or the
    /// file defining an exported macro for `crate::that_macro`.
    fn resolve(&self, path: &[String]) -> Option<ModPath> {
        if let Some(first) = path.first()
            && let Some(home) = self.macros.get(first)
        {
            return Some(home.clone());
        }
        (1..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|p| self.files.contains(p))
    }
}

/// The module path of a file under `src/`: `app/board/mod.rs` → `app::board`.
fn module_of(relative: &Path) -> ModPath {
    let mut parts: ModPath = relative
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// Reads the paths of one file's tokens. `module` is the file's module; code inside
/// inline `mod x { … }` blocks resolves `self` and `super` from there.
struct Scanner<'a> {
    krate: &'a Crate,
    module: ModPath,
    toks: Vec<(Tok, usize)>,
    /// Local names bound to modules, by `use … ;` (or `as`) and `mod x;`.
    bindings: BTreeMap<String, ModPath>,
    mentions: Vec<Mention>,
}

impl Scanner<'_> {
    fn ident(&self, i: usize) -> Option<&str> {
        match self.toks.get(i) {
            Some((Tok::Ident(s), _)) => Some(s),
            _ => None,
        }
    }

    fn is(&self, i: usize, tok: &Tok) -> bool {
        self.toks.get(i).is_some_and(|(t, _)| t == tok)
    }

    /// The root a path's first segment stands for, if it leads into the crate.
    fn root(&self, first: &str, here: &ModPath) -> Option<ModPath> {
        match first {
            "crate" | "$crate" => Some(Vec::new()),
            "self" => Some(here.clone()),
            "super" => Some(here[..here.len().saturating_sub(1)].to_vec()),
            other => self.bindings.get(other).cloned(),
        }
    }

    fn mention(&mut self, full: ModPath, line: usize, text: String) {
        if let Some(target) = self.krate.resolve(&full)
            && target != self.module
        {
            self.mentions.push(Mention {
                target,
                line,
                path: text,
            });
        }
    }

    /// Scans the whole file.
    fn run(mut self) -> Vec<Mention> {
        // The inline module each open brace belongs to (None: not a `mod` block).
        let mut scopes: Vec<Option<String>> = Vec::new();
        let mut i = 0;
        while i < self.toks.len() {
            let here: ModPath = self
                .module
                .iter()
                .cloned()
                .chain(scopes.iter().flatten().cloned())
                .collect();
            let after_sep = i > 0 && self.is(i - 1, &Tok::PathSep);
            match &self.toks[i].0 {
                Tok::Punct('{') => {
                    let inline = (i >= 2 && self.ident(i - 2) == Some("mod"))
                        .then(|| self.ident(i - 1).map(str::to_owned))
                        .flatten();
                    scopes.push(inline);
                    i += 1;
                }
                Tok::Punct('}') => {
                    scopes.pop();
                    i += 1;
                }
                Tok::Ident(word) if word == "mod" && !after_sep => {
                    if let Some(name) = self.ident(i + 1).map(str::to_owned)
                        && self.is(i + 2, &Tok::Punct(';'))
                    {
                        self.bindings
                            .insert(name.clone(), here.iter().cloned().chain([name]).collect());
                    }
                    i += 1;
                }
                Tok::Ident(word) if word == "use" && !after_sep => {
                    i = self.use_tree(i + 1, &here, Vec::new(), String::new(), true);
                }
                Tok::Ident(word) if !after_sep && self.is(i + 1, &Tok::PathSep) => {
                    let word = word.clone();
                    i = match self.root(&word, &here) {
                        Some(root) => self.path(i, root, word),
                        None => i + 1,
                    };
                }
                _ => i += 1,
            }
        }
        self.mentions
    }

    /// A path in code starting at token `i` (its first segment already mapped to
    /// `root`): follows `::ident` segments, stopping at `::<`, `::{`, `::*`.
    fn path(&mut self, i: usize, mut full: ModPath, mut text: String) -> usize {
        let line = self.toks[i].1;
        let mut j = i + 1;
        while self.is(j, &Tok::PathSep) {
            match self.ident(j + 1) {
                Some("super") => {
                    full.pop();
                }
                Some(seg) => full.push(seg.to_owned()),
                None => break,
            }
            text.push_str("::");
            text.push_str(self.ident(j + 1).unwrap_or_default());
            j += 2;
        }
        self.mention(full, line, text);
        j
    }

    /// One use tree starting at token `i`, below `prefix` (`None`-like empty prefix
    /// with `at_start` means the tree's first segment picks the root). Returns the
    /// index after the tree (after the `;` when `at_start`).
    fn use_tree(
        &mut self,
        mut i: usize,
        here: &ModPath,
        prefix: ModPath,
        text: String,
        at_start: bool,
    ) -> usize {
        // `use ::std::…`: an external crate.
        if at_start && self.is(i, &Tok::PathSep) {
            return self.skip_to_semicolon(i);
        }
        let mut full = prefix;
        let mut text = text;
        let mut rooted = !at_start;
        let line = self.toks.get(i).map_or(0, |t| t.1);
        loop {
            if self.is(i, &Tok::Punct('{')) {
                i += 1;
                while !self.is(i, &Tok::Punct('}')) && i < self.toks.len() {
                    i = self.use_tree(i, here, full.clone(), text.clone(), false);
                    if self.is(i, &Tok::Punct(',')) {
                        i += 1;
                    }
                }
                i += 1;
                break;
            }
            if self.is(i, &Tok::Punct('*')) {
                if rooted {
                    self.mention(full.clone(), line, format!("{text}::*"));
                }
                i += 1;
                break;
            }
            let Some(seg) = self.ident(i).map(str::to_owned) else {
                break;
            };
            if !rooted {
                match self.root(&seg, here) {
                    Some(root) => full = root,
                    None => {
                        return if at_start {
                            self.skip_to_semicolon(i)
                        } else {
                            self.skip_tree(i)
                        };
                    }
                }
                rooted = true;
            } else if seg == "super" {
                full.pop();
            } else if seg != "self" {
                full.push(seg.clone());
            }
            if !text.is_empty() {
                text.push_str("::");
            }
            text.push_str(&seg);
            i += 1;
            if self.is(i, &Tok::PathSep) {
                i += 1;
                continue;
            }
            // The leaf: `x`, `x as y`, or `self` inside a group.
            let mut local = seg.clone();
            if self.ident(i) == Some("as") {
                if let Some(alias) = self.ident(i + 1) {
                    local = alias.to_owned();
                }
                i += 2;
            }
            if local == "self" {
                local = full.last().cloned().unwrap_or_default();
            }
            if self.krate.files.contains(&full) && local != "_" {
                self.bindings.insert(local, full.clone());
            }
            self.mention(full.clone(), line, text.clone());
            break;
        }
        if at_start {
            self.skip_to_semicolon(i)
        } else {
            i
        }
    }

    /// Skips one member of a use group that leads outside the crate.
    fn skip_tree(&self, mut i: usize) -> usize {
        let mut depth = 0;
        while i < self.toks.len() {
            match self.toks[i].0 {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') if depth == 0 => return i,
                Tok::Punct('}') => depth -= 1,
                Tok::Punct(',') if depth == 0 => return i,
                _ => {}
            }
            i += 1;
        }
        i
    }

    fn skip_to_semicolon(&self, mut i: usize) -> usize {
        while i < self.toks.len() && !self.is(i, &Tok::Punct(';')) {
            i += 1;
        }
        i + 1
    }
}

/// The crate's files by module path: each file's name (`src/…`) and text.
type Sources = BTreeMap<ModPath, (String, String)>;

/// The files of `src/` with their text, by module path.
fn read_sources(src: &Path) -> Sources {
    let mut out = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/ is readable") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("source file is UTF-8");
                let relative = path.strip_prefix(src).unwrap();
                let name = format!("src/{}", relative.display());
                out.insert(module_of(relative), (name, text));
            }
        }
    }
    out
}

/// Which modules each file names, for a set of files given as module path → text.
fn mentions(sources: &Sources) -> BTreeMap<ModPath, Vec<Mention>> {
    let mut macros = BTreeMap::new();
    for (module, (_, text)) in sources {
        let toks = lex(text);
        for w in toks.windows(7) {
            let words: Vec<Option<&str>> = w
                .iter()
                .map(|(t, _)| {
                    if let Tok::Ident(s) = t {
                        Some(s.as_str())
                    } else {
                        None
                    }
                })
                .collect();
            if words[2] == Some("macro_export")
                && words[4] == Some("macro_rules")
                && let Some(name) = words[6]
            {
                macros.insert(name.to_owned(), module.clone());
            }
        }
    }
    let krate = Crate {
        files: sources.keys().cloned().collect(),
        macros,
    };
    sources
        .iter()
        .filter(|(m, _)| !is_exempt(m))
        .map(|(module, (_, text))| {
            let scanner = Scanner {
                krate: &krate,
                module: module.clone(),
                toks: lex(text),
                bindings: BTreeMap::new(),
                mentions: Vec::new(),
            };
            (module.clone(), scanner.run())
        })
        .collect()
}

/// `src/lib.rs` and `src/main.rs` tie the layers together.
fn is_exempt(module: &ModPath) -> bool {
    module.len() == 1 && (module[0] == "lib" || module[0] == "main")
}

fn file_name(module: &ModPath, sources: &Sources) -> String {
    sources[module].0.clone()
}

/// Every layer break, one line each: `src/engine/cli.rs:9 names cli: crate::cli::X`.
fn layer_breaks(sources: &Sources) -> Vec<String> {
    let mut out = Vec::new();
    for (module, found) in mentions(sources) {
        let from = &module[0];
        if layer(from).is_none() {
            out.push(format!(
                "{} is in no layer: add its top module `{from}` to the layer list",
                file_name(&module, sources)
            ));
            continue;
        }
        for m in found {
            let to = &m.target[0];
            if !may_name(from, to) {
                out.push(format!(
                    "{}:{} ({from}) names {} ({to}): {}",
                    file_name(&module, sources),
                    m.line,
                    file_name(&m.target, sources),
                    m.path
                ));
            }
        }
    }
    out
}

/// The file-to-file import graph: a file's edges to the files it names, leaving out
/// its own submodules (declaring and re-exporting its parts is not a dependency).
fn graph(sources: &Sources) -> BTreeMap<ModPath, BTreeMap<ModPath, Mention>> {
    mentions(sources)
        .into_iter()
        .map(|(module, found)| {
            let mut edges = BTreeMap::new();
            for m in found {
                if !m.target.starts_with(&module) && !is_exempt(&m.target) {
                    edges.entry(m.target.clone()).or_insert(m);
                }
            }
            (module, edges)
        })
        .collect()
}

/// Every import cycle: one per strongly connected group of files, shown as a loop
/// through the group with the line of each step.
fn cycles(sources: &Sources) -> Vec<String> {
    let g = graph(sources);
    let reach = |from: &ModPath| -> BTreeSet<ModPath> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(v) = todo.pop() {
            for w in g.get(&v).into_iter().flat_map(|e| e.keys()) {
                if seen.insert(w.clone()) {
                    todo.push(w.clone());
                }
            }
        }
        seen
    };
    let reachable: BTreeMap<ModPath, BTreeSet<ModPath>> =
        g.keys().map(|v| (v.clone(), reach(v))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for v in g.keys() {
        if done.contains(v) || !reachable[v].contains(v) {
            continue;
        }
        let group: BTreeSet<ModPath> = reachable[v]
            .iter()
            .filter(|w| reachable[*w].contains(v))
            .cloned()
            .collect();
        done.extend(group.iter().cloned());
        // The shortest loop from v back to v inside the group (breadth first).
        let mut back: BTreeMap<ModPath, ModPath> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([v.clone()]);
        'search: while let Some(x) = queue.pop_front() {
            for w in g[&x].keys().filter(|w| group.contains(*w)) {
                if w == v {
                    back.insert(v.clone(), x.clone());
                    break 'search;
                }
                if !back.contains_key(w) {
                    back.insert(w.clone(), x.clone());
                    queue.push_back(w.clone());
                }
            }
        }
        let mut steps = vec![v.clone()];
        let mut x = back[v].clone();
        while &x != v {
            steps.push(x.clone());
            x = back[&x].clone();
        }
        steps.push(v.clone());
        steps.reverse();
        let mut text = format!("{} files: ", group.len());
        for pair in steps.windows(2) {
            let m = &g[&pair[0]][&pair[1]];
            let _ = write!(
                text,
                "{}:{} ({}) → ",
                file_name(&pair[0], sources),
                m.line,
                m.path
            );
        }
        text.push_str(&file_name(v, sources));
        out.push(text);
    }
    out
}

#[test]
fn lower_layers_never_name_higher_ones_and_files_import_no_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let sources = read_sources(&src);
    assert!(
        sources.len() > 20,
        "src/ was not found or read: {} files",
        sources.len()
    );
    let breaks = layer_breaks(&sources);
    let loops = cycles(&sources);
    let mut report = String::new();
    if !breaks.is_empty() {
        let _ = writeln!(
            report,
            "layer breaks (layers, lowest first: rules < engine | records < analysis < net < app < cli):"
        );
        breaks.iter().for_each(|b| _ = writeln!(report, "  {b}"));
    }
    if !loops.is_empty() {
        let _ = writeln!(report, "import cycles between files:");
        loops.iter().for_each(|c| _ = writeln!(report, "  {c}"));
    }
    assert!(report.is_empty(), "\n{report}");
}

// ---------------------------------------------------------------------------------
// The scanner itself, on small made-up crates.

/// A made-up crate from (file path under src/, text) pairs.
fn fake(files: &[(&str, &str)]) -> Sources {
    files
        .iter()
        .map(|(p, t)| (module_of(Path::new(p)), (format!("src/{p}"), t.to_string())))
        .collect()
}

const LAYERS: [(&str, &str); 7] = [
    (
        "lib.rs",
        "pub mod rules; pub mod engine; pub mod records; pub mod app; pub mod cli;",
    ),
    (
        "rules/mod.rs",
        "pub mod game; #[macro_export] macro_rules! with_game { () => { $crate::rules::game::X }; }",
    ),
    ("rules/game.rs", "pub struct X;"),
    ("engine/mod.rs", "pub mod search;"),
    ("engine/search.rs", "use crate::rules::game::X;"),
    ("records/mod.rs", ""),
    ("cli.rs", "use crate::{engine, records};"),
];

#[test]
fn downward_names_are_no_break() {
    let sources = fake(&LAYERS);
    assert_eq!(layer_breaks(&sources), Vec::<String>::new());
    assert_eq!(cycles(&sources), Vec::<String>::new());
}

#[test]
fn each_way_of_naming_a_higher_layer_is_found() {
    let cases = [
        (
            "rules/game.rs",
            "fn f() { crate::engine::search::go(); }",
            "src/engine/search.rs",
        ),
        (
            "rules/game.rs",
            "use crate::{rules::Side, engine::{self, search}};",
            "src/engine/",
        ),
        (
            "rules/game.rs",
            "use super::super::cli::Args;",
            "src/cli.rs",
        ),
        (
            "rules/game.rs",
            "use crate::records as r; fn f() { r::x(); }",
            "src/records/mod.rs",
        ),
        (
            "records/mod.rs",
            "macro_rules! m { () => { $crate::engine::search::go() } }",
            "src/engine/search.rs",
        ),
        (
            "engine/search.rs",
            "use crate::records::Record;",
            "src/records/mod.rs",
        ),
        (
            "records/mod.rs",
            "fn f() { let x = crate::engine::search::Y; }",
            "src/engine/search.rs",
        ),
    ];
    for (file, text, target) in cases {
        let mut files = LAYERS.to_vec();
        files.retain(|(p, _)| *p != file);
        files.push((file, text));
        let breaks = layer_breaks(&fake(&files));
        let expected = format!("names {target}");
        assert!(
            !breaks.is_empty() && breaks.iter().all(|b| b.contains(&expected)),
            "{file}: {text}\n  found {breaks:?}, expected breaks naming {target}"
        );
    }
}

#[test]
fn comments_strings_and_test_scopes_are_read_correctly() {
    let text = r##"
        // crate::cli::X in a comment
        /* crate::cli::X /* nested */ crate::app */
        const A: &str = "crate::cli::X";
        const B: &str = r#"crate::cli::"X""#;
        fn f<'a>(x: &'a str) -> &'a str { x }
        mod tests { const C: char = '}'; use super::Thing; fn g() { self::h(); } }
    "##;
    let mut files = LAYERS.to_vec();
    files.retain(|(p, _)| *p != "rules/game.rs");
    files.push(("rules/game.rs", text));
    let sources = fake(&files);
    assert_eq!(layer_breaks(&sources), Vec::<String>::new());
    let found = &mentions(&sources)[&vec!["rules".to_owned(), "game".to_owned()]];
    assert!(
        found.is_empty(),
        "`super` inside `mod tests` is the file itself: {found:?}"
    );
}

#[test]
fn a_cycle_is_reported_with_its_steps() {
    let mut files = LAYERS.to_vec();
    files.push(("records/tree.rs", "use super::pgn::Writer;"));
    files.push(("records/pgn.rs", "\nuse super::autosave::save;"));
    files.push((
        "records/autosave.rs",
        "fn f() { crate::records::tree::Node::new(); }",
    ));
    let found = cycles(&fake(&files));
    let expected = "3 files: src/records/autosave.rs:1 (crate::records::tree::Node::new) → \
        src/records/tree.rs:1 (super::pgn::Writer) → src/records/pgn.rs:2 (super::autosave::save) → src/records/autosave.rs";
    assert_eq!(found, vec![expected.to_owned()]);
}
