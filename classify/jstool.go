package classify

import "strings"

// jsToolShapes reads the JavaScript toolchain's own reports as a coding
// agent's shell tool hands them back (set 1340, captured live with
// esbuild 0.28, eslint 10 and prettier 3 under Node 20):
//
//   - esbuild's `✘ [ERROR] Could not resolve "react"` (also a relative
//     import or the entry point itself): the package is not installed or
//     the file is not there, premise, as Node's "Cannot find module" and
//     tsc's TS2307 (its hint to mark the path external is a way around,
//     not the cause); `No loader is configured for ".png" files` names a
//     build argument to add (--loader), invalid.
//   - ESLint's stylish summary "✖ N problems (E errors, W warnings)" with
//     E above 0, or "ESLint found too many warnings (maximum: 0)": the
//     code breaks the project's rules, invalid, as a compiler's
//     diagnostic; a flat config that fails its schema (`Error: Key
//     "rules": Key "no-unused-vars": Value ... should be equal to one of
//     the allowed values`) is the config to repair, invalid.
//   - ESLint's and Prettier's "No files matching the pattern" (exit 2):
//     the files the step named are not there, premise.
//   - ESLint's "File ignored because of a matching ignore pattern" with no
//     error counted: nothing was linted, ambiguous.
//   - Prettier --check's "Code style issues found in ..." (exit 1): the
//     files need formatting, invalid (run --write).
func jsToolShapes(t string) (Result, bool) {
	if hasAny(t, "[error] could not resolve \"") || hasAny(t, "error: could not resolve \"") && hasAny(t, "as external") {
		return verdict(premise, "esbuild: the import or entry point does not resolve (the package is not installed or the file is not there): install or create it first")
	}
	if hasAny(t, "no loader is configured for \"") {
		return verdict(invalid, "esbuild: no loader for that file type: add one (--loader:.ext=...) or do not import it")
	}
	if eslintErrors(t) {
		return verdict(invalid, "eslint: the code breaks the project's lint rules (errors, or warnings past --max-warnings): fix the code")
	}
	if hasAny(t, "oops! something went wrong") && hasAny(t, "error: key \"") {
		return verdict(invalid, "eslint: the config fails its schema (a rule option or key the rule does not take): fix the config")
	}
	if hasAny(t, "no files matching the pattern \"", "no files matching the pattern were found") {
		return verdict(premise, "eslint/prettier: no files match the pattern the call named: they are not where the plan assumed")
	}
	if hasAny(t, "file ignored because of a matching ignore pattern") {
		return verdict(ambiguous, "eslint: the file is ignored by the config, so nothing was linted: the run confirms nothing")
	}
	if hasAny(t, "code style issues found in ") {
		return verdict(invalid, "prettier --check: the files are not formatted: run prettier --write")
	}
	return Result{}, false
}

// eslintErrors finds ESLint's stylish summary with an error counted,
// "✖ 3 problems (2 errors, 1 warning)", or its --max-warnings refusal.
func eslintErrors(t string) bool {
	if hasAny(t, "eslint found too many warnings") {
		return true
	}
	for _, p := range [...]string{" problems (", " problem ("} {
		for i := range foldMatches(t, p) {
			if !strings.Contains(t[max(0, i-24):i], "✖") {
				continue
			}
			rest := t[i+len(p):]
			n := 0
			for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
				n++
			}
			if n > 0 && rest[:n] != "0" && hasPrefixFold(rest[n:], " error") {
				return true
			}
		}
	}
	return false
}
