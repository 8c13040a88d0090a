package classify

import "strings"

// Rust's toolchain as a build-and-test tool runs it (set 1551, rustc and
// cargo 1.95 captured live).
//
// rustMissingCrate finds rustc naming a crate the package does not link:
// E0433/E0432 "use of unresolved module or unlinked crate `serde_json`",
// E0463 "can't find crate for `foo`", and the older helps "you might be
// missing crate `rand`", "maybe a missing crate `rand`?" and "use `cargo
// add serde_json` to add it to your `Cargo.toml`". The code is fine; the
// dependency it rests on is absent from Cargo.toml or the sysroot: premise,
// as a Go import no module provides. A misspelt path inside a linked crate
// ("failed to resolve: could not find `colections` in `std`", "use of
// undeclared type `HashMap`") names no crate and stays the compiler's
// invalid.
func rustMissingCrate(t string) bool {
	return hasAny(t, "unlinked crate `", "can't find crate for `", "you might be missing crate `", "maybe a missing crate `", "to add it to your `cargo.toml`")
}

// rustcBareDiagnostic finds rustc's diagnostics that carry no error code,
// with their place on the next line as " --> src/main.rs:2:9": a lint
// promoted by -D warnings ("error: unused variable: `retries`"), a syntax
// error ("error: expected one of `,`, `:`, or `}`, found `x`"), "error:
// this file contains an unclosed delimiter". The source must change:
// invalid, as a coded diagnostic (compilerDiagnostic). The "error" line
// must sit right above the arrow, so a warning's arrow beside a failure of
// another kind (a link that cannot find -lfoo) is not read, and cargo's
// manifest errors (" --> Cargo.toml:7:50") are not a source file's.
func rustcBareDiagnostic(t string) bool {
	for i := range exactMatches(t, "--> ") {
		line := t[i+4:]
		if j := strings.IndexAny(line, "\n "); j >= 0 {
			line = line[:j]
		}
		if ext, col := sourcePosition(line); ext != "rs" || !col {
			continue
		}
		head := strings.TrimRight(t[:i], " ")
		if !strings.HasSuffix(head, "\n") {
			continue
		}
		head = head[:len(head)-1]
		head = head[strings.LastIndexByte(head, '\n')+1:]
		if hasPrefixFold(strings.TrimSpace(head), "error:") || hasPrefixFold(strings.TrimSpace(head), "error[") {
			return true
		}
	}
	return false
}

// rustPanic reads a Rust program's panic ("thread 'main' (14814) panicked
// at src/main.rs:6:74:\n<message>", or the older "panicked at '<message>',
// src/main.rs:6:74") by the message core and std put there:
//
//   - the checks the language makes on the program's own arithmetic and
//     indexing ("attempt to subtract with overflow", "attempt to divide by
//     zero", "index out of bounds: the len is 3 but the index is 6", a
//     slice range or char boundary out of range, "called `Option::unwrap()`
//     on a `None` value"): deterministic, the code or its input is wrong,
//     invalid (doc.rust-lang.org/book ch03-02 integer overflow, ch09-01);
//   - an environment variable the program needs and the process lacks,
//     std::env::VarError::NotPresent unwrapped or expected ("DATABASE_URL
//     must be set: NotPresent", Display "environment variable not found"):
//     premise, the environment is not as the run assumed; it runs ahead of
//     the "must be set" wording, which reads an argument.
//
// Any other panic (an unwrapped io::Error, a custom message) is left to the
// words of the error it carries.
func rustPanic(t string) (Result, bool) {
	if !hasAny(t, "panicked at ") {
		return Result{}, false
	}
	if hasAny(t, ": notpresent", "value: notpresent", "environment variable not found") {
		return verdict(premise, "rust: the program panicked on an environment variable the process lacks (VarError::NotPresent): set it first")
	}
	if hasAny(t, rustCheckPanics[:]...) {
		return verdict(invalid, "rust: the program panicked on its own arithmetic or indexing check (overflow, divide by zero, out of bounds, unwrap of None): fix the code or its input")
	}
	return Result{}, false
}

// rustCheckPanics are the messages core puts in a failed arithmetic or
// bounds check (core::panicking, slice/index.rs, str/mod.rs).
var rustCheckPanics = [...]string{
	"with overflow",
	"attempt to divide by zero",
	"attempt to calculate the remainder with a divisor of zero",
	"index out of bounds: the len is",
	"is out of range for slice of length",
	"slice index starts at",
	"is not a char boundary",
	"called `option::unwrap()` on a `none` value",
}

// rustAllocFailed reads Rust std's default alloc error hook, "memory
// allocation of N bytes failed" before the abort (std::alloc::
// handle_alloc_error): the program asked for more than the run can give,
// as set 902's runtimes out of heap; the same program fails again, so do
// less at once or fix the size (invalid).
func rustAllocFailed(t string) bool {
	i := indexFold(t, "memory allocation of ")
	return i >= 0 && hasFold(t[i:], " bytes failed")
}
