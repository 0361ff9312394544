//! The move tree under random editing: adding, promoting, making main lines,
//! deleting and commenting keep it consistent, reordering never changes a line's
//! moves, and the saved form always reads back equal.

use std::collections::BTreeSet;

use bernstein::records::{MoveTree, NodeId};
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Edit {
    Add { at: usize, mv: u8 },
    Promote { at: usize },
    MakeMain { at: usize },
    Delete { at: usize },
    Comment { at: usize, text: Option<String> },
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        4 => (any::<usize>(), 0u8..4).prop_map(|(at, mv)| Edit::Add { at, mv }),
        1 => any::<usize>().prop_map(|at| Edit::Promote { at }),
        1 => any::<usize>().prop_map(|at| Edit::MakeMain { at }),
        1 => any::<usize>().prop_map(|at| Edit::Delete { at }),
        1 => (any::<usize>(), proptest::option::of("[a-z ]{1,8}")).prop_map(|(at, text)| Edit::Comment { at, text }),
    ]
}

/// Every line from the start to a leaf, as move texts.
fn lines(tree: &MoveTree) -> BTreeSet<Vec<String>> {
    tree.preorder()
        .into_iter()
        .filter(|&id| tree.children(id).is_empty())
        .map(|id| tree.moves_to(id).into_iter().map(str::to_string).collect())
        .collect()
}

fn check_consistent(tree: &MoveTree) {
    let order = tree.preorder();
    assert_eq!(order[0], MoveTree::ROOT);
    assert_eq!(tree.move_count(), order.len() - 1);
    for &id in &order[1..] {
        let parent = tree.parent(id).expect("every move has a parent");
        assert!(tree.children(parent).contains(&id));
        assert_eq!(tree.moves_to(id).last().copied(), tree.move_text(id));
        assert_eq!(tree.ply(id), tree.ply(parent) + 1);
        // Sibling moves differ: adding reuses an existing child.
        let texts: BTreeSet<&str> = tree
            .children(parent)
            .iter()
            .map(|&c| tree.move_text(c).unwrap())
            .collect();
        assert_eq!(texts.len(), tree.children(parent).len());
    }
    let main = tree.main_line();
    for (i, &id) in main.iter().enumerate() {
        assert!(tree.is_main_line(id));
        let before = if i == 0 { MoveTree::ROOT } else { main[i - 1] };
        assert_eq!(tree.children(before)[0], id);
    }
    assert!(tree.children(tree.main_line_end()).is_empty());
    let saved = ron::to_string(tree).unwrap();
    let back: MoveTree = ron::from_str(&saved).unwrap();
    assert_eq!(&back, tree);
    assert_eq!(lines(&back), lines(tree));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_edits_keep_the_tree_consistent(edits in proptest::collection::vec(edit(), 1..80)) {
        let mut tree = MoveTree::new();
        for edit in edits {
            let nodes = tree.preorder();
            let pick = |at: usize| nodes[at % nodes.len()];
            match edit {
                Edit::Add { at, mv } => {
                    let parent = pick(at);
                    let before = tree.children(parent).len();
                    let text = format!("m{mv}");
                    let existing = tree.child_with_move(parent, &text);
                    let id = tree.add_move(parent, &text);
                    prop_assert_eq!(tree.parent(id), Some(parent));
                    match existing {
                        Some(old) => {
                            prop_assert_eq!(old, id);
                            prop_assert_eq!(tree.children(parent).len(), before);
                        }
                        None => prop_assert_eq!(tree.children(parent).len(), before + 1),
                    }
                }
                Edit::Promote { at } => {
                    let id = pick(at);
                    let lines_before = lines(&tree);
                    let path_before: Vec<String> = tree.moves_to(id).into_iter().map(str::to_string).collect();
                    let was_main = tree.is_main_line(id);
                    prop_assert_eq!(tree.promote_variation(id), !was_main);
                    prop_assert_eq!(lines(&tree), lines_before);
                    let path_after: Vec<String> = tree.moves_to(id).into_iter().map(str::to_string).collect();
                    prop_assert_eq!(path_after, path_before);
                }
                Edit::MakeMain { at } => {
                    let id = pick(at);
                    let lines_before = lines(&tree);
                    tree.make_main_line(id);
                    prop_assert!(tree.is_main_line(id));
                    prop_assert_eq!(lines(&tree), lines_before);
                }
                Edit::Delete { at } => {
                    let id = pick(at);
                    let count = tree.move_count();
                    let subtree: Vec<NodeId> = tree.preorder().into_iter().filter(|&n| n == id || id == MoveTree::ROOT || tree.path_to(n).contains(&id)).collect();
                    prop_assert_eq!(&tree.subtree(id), &subtree);
                    let parent = tree.delete_variation(id);
                    if id == MoveTree::ROOT {
                        prop_assert_eq!(parent, None);
                    } else {
                        prop_assert!(parent.is_some());
                        prop_assert_eq!(tree.move_count(), count - subtree.len());
                        for node in subtree {
                            prop_assert!(!tree.contains(node));
                            prop_assert_eq!(tree.move_text(node), None);
                        }
                    }
                }
                Edit::Comment { at, text } => {
                    let id = pick(at);
                    tree.set_comment(id, text.clone());
                    let expected = text.filter(|t| !t.trim().is_empty());
                    prop_assert_eq!(tree.comment(id), expected.as_deref());
                }
            }
            check_consistent(&tree);
        }
    }
}

#[test]
fn deleted_ids_are_refused_everywhere() {
    let mut tree = MoveTree::from_line(&["a", "b", "c"]);
    let b = tree.main_line()[1];
    tree.delete_variation(b);
    assert!(!tree.contains(b));
    assert!(tree.children(b).is_empty());
    assert!(tree.path_to(b).is_empty());
    assert!(!tree.set_comment(b, Some("x".into())));
    assert!(!tree.promote_variation(b));
    assert!(!tree.make_main_line(b));
    assert_eq!(tree.delete_variation(b), None);
    // Adding below a deleted node adds at the start instead of reviving it.
    let x = tree.add_move(b, "x");
    assert_eq!(tree.parent(x), Some(MoveTree::ROOT));
    assert_eq!(tree.main_line_moves(), vec!["a"]);
}

#[test]
fn subtree_is_what_deleting_a_variation_removes() {
    let mut tree = MoveTree::from_line(&["a", "b", "c"]);
    let [a, b, c] = tree.main_line()[..] else {
        unreachable!()
    };
    let x = tree.add_move(a, "x");
    let y = tree.add_move(x, "y");
    let z = tree.add_move(b, "z");
    assert_eq!(tree.subtree(b), vec![b, c, z]);
    assert_eq!(tree.subtree(a), vec![a, b, c, z, x, y]);
    assert_eq!(tree.subtree(y), vec![y]);
    assert_eq!(tree.subtree(MoveTree::ROOT), tree.preorder());
    let gone = tree.subtree(x);
    tree.delete_variation(x);
    assert!(gone.iter().all(|&node| !tree.contains(node)));
    assert!(tree.subtree(x).is_empty(), "an invalid id has no subtree");
    assert_eq!(tree.move_count(), 4);
}
