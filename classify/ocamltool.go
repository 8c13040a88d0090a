package classify

import "strings"

// OCaml's compiler, toplevel and runtime as a code tool runs them (set 1747,
// OCaml 4.13.1 captured live; v2.ocaml.org/releases/4.13/htmlman/comp.html
// "Common errors", api/Stdlib.html "Exceptions").

// ocamlToolShapes reads what ocamlc, ocamlopt and the ocaml toplevel print:
//   - "Files b.cmo and a.cmo make inconsistent assumptions over interface A"
//     (or implementation): the compiled objects are stale against each
//     other; the manual's remedy is to recompile the dependents: premise.
//   - "Cannot find file yojson.cma." from #load or #use, or ocamlc's
//     "Error: Cannot find file x.cmo": the library or object the code rests
//     on is not there: premise.
//   - "Module `A' is unavailable (required by `B')" (older "Required module
//     `A' is unavailable"): the link line leaves out an object it needs, or
//     orders it after its user: invalid, fix the command.
//   - a diagnostic under an OCaml position line (`File "x.ml", line N,
//     characters a-b:`) whose line begins "Error: " or "Error (warning N"
//     (-warn-error): Unbound value, module, type constructor, a type
//     mismatch, a syntax error, a denied warning: invalid, as set 40's
//     compilers.
//   - an uncaught Failure raised by a stdlib conversion or partial list
//     function (Failure "int_of_string", "float_of_string",
//     "bool_of_string", "nth", "hd", "tl"): the argument does not fit the
//     function, invalid. A program's own failwith text is left to the words.
//
// Gated on the raw markers before any fold scan.
func ocamlToolShapes(t string) (Result, bool) {
	if strings.Contains(t, " make inconsistent assumptions over ") {
		return verdict(premise, "ocaml: compiled objects disagree over an interface (built from different versions of it): recompile the dependents, the build state is stale")
	}
	if i := strings.Index(t, "Cannot find file "); i >= 0 && (i == 0 || t[i-1] == '\n' || strings.HasPrefix(t[max(0, i-7):i], "Error: ")) {
		name := t[i+len("Cannot find file "):]
		if j := strings.IndexAny(name, " \n"); j >= 0 {
			name = name[:j]
		}
		name = strings.TrimSuffix(name, ".")
		for _, ext := range [...]string{".cma", ".cmo", ".cmi", ".cmx", ".cmxa", ".cmxs", ".ml", ".mli"} {
			if strings.HasSuffix(name, ext) {
				return verdict(premise, "ocaml: a library or object file the code loads is not there: install or build it first")
			}
		}
	}
	if strings.Contains(t, "' is unavailable (required by `") || strings.Contains(t, "Required module `") && strings.Contains(t, "' is unavailable") {
		return verdict(invalid, "ocaml: the link line leaves out (or misorders) an object a module needs: fix the command")
	}
	if strings.Contains(t, "File \"") && (strings.Contains(t, "\nError: ") || strings.Contains(t, "\nError (warning ")) && ocamlPosition(t) {
		return verdict(invalid, "ocaml: a compiler diagnostic about the source (an unbound name, a type error, a syntax error, a warning made an error): the code must change")
	}
	if strings.Contains(t, "Exception: Failure \"") || strings.Contains(t, "exception Failure(\"") {
		for _, f := range [...]string{"int_of_string", "float_of_string", "bool_of_string", "nth", "hd", "tl"} {
			if strings.Contains(t, "Failure \""+f+"\"") || strings.Contains(t, "Failure(\""+f+"\")") {
				return verdict(invalid, "ocaml: a stdlib conversion or list function refused its argument (Failure \""+f+"\"): repair the argument or the code")
			}
		}
	}
	return Result{}, false
}

// ocamlPosition finds OCaml's position line, `File "x.ml", line N` then
// ", characters a-b:" or ":" (Python's traceback line has ", in ").
func ocamlPosition(t string) bool {
	for off := 0; ; {
		i := strings.Index(t[off:], "File \"")
		if i < 0 {
			return false
		}
		i += off
		rest := t[i+len("File \""):]
		j := strings.Index(rest, "\", line ")
		if j < 0 {
			return false
		}
		rest = rest[j+len("\", line "):]
		k := 0
		for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
			k++
		}
		if k > 0 && (strings.HasPrefix(rest[k:], ", characters ") || strings.HasPrefix(rest[k:], ":\n")) {
			return true
		}
		off = i + 1
	}
}
