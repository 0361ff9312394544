//! What a message file holds, read from its syntax: each message's id and the
//! variables it is filled with. The app's build writes a constant for every message
//! without variables from it, and the tests hold every language to English's ids
//! and variables with it.

use std::collections::BTreeSet;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// A message of a file: its id and the names of the variables it is filled with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageShape {
    pub id: String,
    pub variables: BTreeSet<String>,
}

/// The messages of a Fluent file, in order (a message the parser cannot read is
/// left out; [`crate::Language::file_errors`] names it).
pub fn message_shapes(source: &str) -> Vec<MessageShape> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(resource, _)| resource);
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                let patterns = message
                    .value
                    .iter()
                    .chain(message.attributes.iter().map(|attribute| &attribute.value));
                for pattern in patterns {
                    pattern_variables(pattern, &mut variables);
                }
                Some(MessageShape {
                    id: message.id.name.to_string(),
                    variables,
                })
            }
            _ => None,
        })
        .collect()
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            let named = arguments.named.iter().map(|argument| &argument.value);
            for argument in arguments.positional.iter().chain(named) {
                inline_variables(argument, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. }
        | InlineExpression::MessageReference { .. }
        | InlineExpression::TermReference { .. } => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Language;

    #[test]
    fn variables_are_found_in_selectors_variants_and_after_a_closing_brace() {
        let file = "plain = No variables\n\
                    # a comment\n\
                    fish = { $first } { $first ->\n    [one] Fisch\n   *[other] Fische\n} zu { $second }\n\
                    nested = { $side ->\n    [red] { NUMBER($count) } rote\n   *[blue] blaue\n}\n";
        let shapes = message_shapes(file);
        let said: Vec<(&str, Vec<&str>)> = shapes
            .iter()
            .map(|shape| {
                let names = shape.variables.iter().map(String::as_str).collect();
                (shape.id.as_str(), names)
            })
            .collect();
        assert_eq!(
            said,
            vec![
                ("plain", vec![]),
                ("fish", vec!["first", "second"]),
                ("nested", vec!["count", "side"]),
            ]
        );
    }

    #[test]
    fn every_language_has_english_s_messages_with_the_same_variables() {
        let english = Language::ENGLISH.message_shapes();
        assert!(english.len() > 200, "the English file is read");
        for language in Language::all() {
            let shapes = language.message_shapes();
            let ids: BTreeSet<&str> = shapes.iter().map(|shape| shape.id.as_str()).collect();
            assert_eq!(ids.len(), shapes.len(), "{}: an id twice", language.code());
            for message in &english {
                let theirs = shapes.iter().find(|shape| shape.id == message.id);
                assert_eq!(
                    theirs.map(|shape| &shape.variables),
                    Some(&message.variables),
                    "{}: {} (missing, or other variables than English)",
                    language.code(),
                    message.id
                );
            }
            let english_ids: BTreeSet<&str> =
                english.iter().map(|shape| shape.id.as_str()).collect();
            let extra: Vec<_> = ids.difference(&english_ids).collect();
            assert!(
                extra.is_empty(),
                "{} has unknown {extra:?}",
                language.code()
            );
        }
    }
}
