package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// LowConfidence begins the Reason of a verdict whose kind is a guess from
// thin evidence: the status's class alone, one common word, a code range
// with no meaning of its own. The kind is still the best the presets can
// say, and the engine acts on it; an opt-in model classifier
// (classify/modelclass) puts such a failure to the model as it does an
// unknown one.
const LowConfidence = "low-confidence"

// The rules marked low-confidence, and why each is a guess (docs/taxonomy.md
// lists them for users):
//
//   - The HTTP status read alone (guessStatus): a 400, a 404, a 409, a 500,
//     or a status with no case of its own, whose body the presets could not
//     read. Each of these statuses is sent for failures of several kinds:
//     a 400 for a bad argument and for a state the call did not expect, a
//     404 for a missing object and for a mistyped URL or model, a 409 for
//     an existing object and for an operation still running, a 500 for a
//     hiccup and for a bug that fails every time. Statuses whose meaning
//     pins one kind (401, 403, 408, 429, 502, 503, 504, ...) are not marked.
//   - A generic wording entry that is one common word or phrase
//     (guessWords): "invalid", "missing", "not found", "unavailable",
//     "try again"... The word is there, but so it is in messages of other
//     kinds ("invalid state", "missing permission", "model not found",
//     "unavailable in your region").
//   - An MCP server error code in -32000..-32099 that the code table and the
//     message do not explain: the range is "implementation-defined", so the
//     kind (transient) is the range's, not the error's.
//
// A rule marks its verdict by setting Result.guess; classify turns the flag
// into the prefix once the chain has decided, so that a preset that quotes
// another's verdict ("mcp: -32000 in an HTTP 404: ...") keeps the mark at
// the front, where modelclass.Unsure looks for it.

// guessWords are the generic wording entries whose kind is a guess. Each
// must be the text of an entry of the generic table (TestGuessWordsExist).
var guessWords = []string{
	// invalid: a word that a wrong state or a missing right also uses.
	"invalid", "missing", "required", "expected", "unexpected", "not allowed", "exceeds", "too many", "more than one",
	// premise: a missing object, or a mistyped name (invalid)?
	"not found", "notfound", "not_found",
	// transient: a word, not a wait the service asked for. ("busy",
	// "locked" and "eof" are left unmarked: SQLite's and Go's own texts
	// use them, and those presets read them unmarked in other chains.)
	"unavailable", "capacity", "concurrent", "conflicting", "in progress",
	// weakRetryWords: "try again" follows refusals of every kind.
	"try again", "please retry", "retry later", "retry the request", "can retry",
}

// guessing returns pats with the entries whose text is in texts marked as
// guesses. pats is not modified: the groups it was built from are shared
// with other tables, where the same words are read beside stronger
// evidence.
func guessing(pats []pattern, texts []string) []pattern {
	out := append([]pattern(nil), pats...)
	for i := range out {
		for _, t := range texts {
			if out[i].text == t {
				out[i].guess = true
				break
			}
		}
	}
	return out
}

// guessVerdict is a verdict of a rule marked low-confidence.
func guessVerdict(k rung.Kind, reason string) (Result, bool) {
	return Result{Kind: k, Reason: reason, guess: true}, true
}

// markGuess puts the LowConfidence prefix on a guessed verdict.
func markGuess(r *Result) {
	if r.guess && !strings.HasPrefix(r.Reason, LowConfidence) {
		r.Reason = LowConfidence + ": " + r.Reason
	}
}
