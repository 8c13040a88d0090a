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
	if r, ok := nodeCallShapes(t); ok { // set 1563
		return r, true
	}
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

// nodeLoaderWords are Node's module loader refusing a specifier or a file
// as the program wrote it, where the package or file is there (set 1563,
// captured live with Node 20.20.2; nodejs.org/api/errors.html): a subpath
// the package's "exports" map does not list (ERR_PACKAGE_PATH_NOT_EXPORTED,
// and esbuild's `The path "./x" is not exported by package "y"` for the
// same map), a "#x" import the package's "imports" map lacks
// (ERR_PACKAGE_IMPORT_NOT_DEFINED), a file type the default loader does not
// run (ERR_UNKNOWN_FILE_EXTENSION, a .ts without a loader), a directory
// imported as an ES module (ERR_UNSUPPORTED_DIR_IMPORT), a URL scheme the
// loader does not take (ERR_UNSUPPORTED_ESM_URL_SCHEME) and require() of an
// ES module (ERR_REQUIRE_ESM). The import must change (an exported entry,
// a loader, a file path): invalid. A package or file that is absent
// ("Cannot find module", ERR_MODULE_NOT_FOUND) stays premise.
var nodeLoaderWords = [...]string{
	"err_package_path_not_exported", `is not defined by "exports" in`, `is not exported by package "`,
	"err_package_import_not_defined",
	"err_unknown_file_extension",
	"err_unsupported_dir_import", "err_unsupported_esm_url_scheme", "err_require_esm",
}

// nodeCallShapes reads a Node program's uncaught error that names its own
// call as the thing to change: nodeLoaderWords, and child_process's
// spawnSync/execSync "spawnSync <file> ENOBUFS" (set 1563, live): Node
// raises ENOBUFS there when the child's output passes the call's own
// maxBuffer (child_process.md: "If exceeded, the child process is
// terminated and any output is truncated"), the synchronous form of exec's
// "stdout maxBuffer length exceeded": the same call fails again, raise
// maxBuffer or ask for less output: invalid. A kernel's "No buffer space
// available" (ENOBUFS on a socket) stays transient.
func nodeCallShapes(t string) (Result, bool) {
	if hasAny(t, nodeLoaderWords[:]...) || nodeUnknownExt(t) {
		return verdict(invalid, "node: the module loader refuses the specifier or file type as written (not exported, no loader, a directory or ES module import): change the import")
	}
	if i := indexFold(t, "spawnsync "); i >= 0 {
		line := t[i:]
		if j := strings.IndexByte(line, '\n'); j >= 0 {
			line = line[:j]
		}
		if hasAny(line, " enobufs") {
			return verdict(invalid, "node: the child's output passed the call's maxBuffer (spawnSync ENOBUFS): raise maxBuffer or ask for less output")
		}
	}
	return Result{}, false
}

// nodeUnknownExt finds ERR_UNKNOWN_FILE_EXTENSION's sentence without its
// code, `Unknown file extension ".ts" for /path/x.ts`: the quoted extension
// and then " for " and the file on the same line.
func nodeUnknownExt(t string) bool {
	i := indexFold(t, `unknown file extension ".`)
	if i < 0 {
		return false
	}
	line := t[i+len(`unknown file extension ".`):]
	if j := strings.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	return strings.Contains(line, `" for `)
}
