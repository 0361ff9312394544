//! The man pages and shell completions (`bernstein manual --out DIR`, which the
//! package installs) describe the same command line as `--help`: every subcommand
//! and every option that `--help` lists, at every level, is in its man page and in
//! the completions of bash, zsh and fish.

use std::collections::BTreeSet;
use std::path::Path;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::{TempDir, bernstein_command};

/// What `bernstein <path> --help` lists: the subcommands and the option names
/// (`--depth`, `-h`) of the "Commands:" and "Options:" sections.
struct Help {
    commands: Vec<String>,
    options: BTreeSet<String>,
}

fn help(path: &[String]) -> Help {
    let output = bernstein_command()
        .args(path)
        .arg("--help")
        .output()
        .unwrap();
    assert!(output.status.success(), "{path:?} --help");
    let text = String::from_utf8(output.stdout).unwrap();
    let mut commands = Vec::new();
    let mut options = BTreeSet::new();
    let mut section = "";
    for line in text.lines() {
        if !line.starts_with(' ') {
            section = line.trim_end_matches(':');
            continue;
        }
        // A command's entry is indented by two spaces, an option's by two (with a
        // short name) or six; the description follows after two more, and its
        // continuation lines are indented further.
        let entry = line.trim_start();
        let indent = line.len() - entry.len();
        let head = entry.split("  ").next().unwrap();
        match section {
            "Commands" if indent == 2 && head != "help" => commands.push(head.to_string()),
            "Options" if indent <= 6 && entry.starts_with('-') => {
                for word in head.split([',', ' ', '=', '[', '<']) {
                    if word.starts_with('-') && word.len() > 1 {
                        options.insert(word.to_string());
                    }
                }
            }
            _ => {}
        }
    }
    Help { commands, options }
}

/// The man page's text as a reader sees it: roff writes a hyphen as `\-`.
fn man_page(dir: &Path, path: &[String]) -> String {
    let file = dir.join("man1").join(format!("{}.1", path.join("-")));
    let text = std::fs::read_to_string(&file)
        .unwrap_or_else(|error| panic!("{}: {error}", file.display()));
    text.replace("\\-", "-")
}

#[test]
fn man_pages_and_completions_list_what_help_lists() {
    let dir = TempDir::new("manual");
    let output = bernstein_command()
        .args(["manual", "--out"])
        .arg(&*dir)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let listed = String::from_utf8(output.stdout).unwrap();
    let read = |name: &str| {
        let path = dir.join("completions").join(name);
        assert!(
            listed.contains(&*path.to_string_lossy()),
            "{name} is listed as written"
        );
        std::fs::read_to_string(path).unwrap()
    };
    let (bash, zsh, fish) = (
        read("bernstein.bash"),
        read("_bernstein"),
        read("bernstein.fish"),
    );

    let mut pending = vec![vec!["bernstein".to_string()]];
    let mut pages = 0;
    let mut options_checked = 0;
    while let Some(path) = pending.pop() {
        let args: Vec<String> = path[1..].to_vec();
        let help = help(&args);
        let page = man_page(&dir, &path);
        pages += 1;
        let name = path.join(" ");
        for option in &help.options {
            assert!(
                page.contains(option.as_str()),
                "man page of {name}: {option}"
            );
            assert!(bash.contains(option.as_str()), "bash, {name}: {option}");
            assert!(zsh.contains(option.as_str()), "zsh, {name}: {option}");
            // fish names options without their dashes, on the subcommand's lines.
            // clap_complete's fish script completes the options of the command and
            // of its subcommands, not of theirs (`tablebase muehle bench`), whose
            // names it does complete (below).
            if path.len() > 2 {
                options_checked += 1;
                continue;
            }
            let fish_option = match option.strip_prefix("--") {
                Some(long) => format!(" -l {long}"),
                None => format!(" -s {}", &option[1..]),
            };
            let last = path.last().unwrap();
            assert!(
                fish.lines().any(|line| line.contains(&fish_option)
                    && (path.len() == 1 || line.contains(last.as_str()))),
                "fish, {name}: {option}"
            );
            options_checked += 1;
        }
        for command in &help.commands {
            assert!(
                page.contains(command.as_str()),
                "man page of {name} names {command}"
            );
            // bash names a subcommand's state after its path: bernstein__subcmd__tune.
            let state = path.join("__subcmd__");
            assert!(
                bash.contains(&format!("{state},{command})")),
                "bash: {name} {command}"
            );
            assert!(
                zsh.contains(&format!("'{command}:")),
                "zsh: {name} {command}"
            );
            assert!(
                fish.contains(&format!("-a \"{command}\"")),
                "fish: {name} {command}"
            );
            let mut sub = path.clone();
            sub.push(command.clone());
            pending.push(sub);
        }
    }
    // The top level and its thirteen subcommands at least; and the options are real.
    assert!(pages >= 14, "{pages} pages");
    assert!(options_checked > 100, "{options_checked} options");

    // The packager's command is not offered to users.
    let top = help(&[]);
    assert!(!top.commands.contains(&"manual".to_string()));
    assert!(!dir.join("man1/bernstein-manual.1").exists());
    assert!(!man_page(&dir, &["bernstein".to_string()]).contains("manual"));
    for completion in [&bash, &zsh, &fish] {
        assert!(!completion.contains("manual"), "{completion}");
    }
}
