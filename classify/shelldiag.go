package classify

import "strings"

// shellDiagnostic reads a POSIX shell's own diagnostic line, as an exec
// tool hands back stderr's last lines after "exit status N" (set 1337,
// captured live with bash 5.2, dash 0.5.12, zsh 5.9 and BusyBox ash 1.35).
// It is keyed on the shell's own prefix, so the same words from another
// program keep their readings:
//
//	bash:  "bash: line 2: ", "rbash: line 1: ", "script.sh: line 4: "
//	dash:  "dash: 2: ", "sh: 1: "
//	zsh:   "zsh:1: "
//	ash:   "sh: syntax error: ..."
//
// What the shell says of the script is the call's to repair (invalid):
// unbalanced quotes ("unexpected EOF while looking for matching"), an
// expansion it cannot parse ("bad substitution"), arithmetic on a number
// not in its base ("value too great for base", bash manual 6.5: "Constants
// with a leading 0 are interpreted as octal numbers") or not a number
// ("Illegal number", "integer expression expected"), a redirection whose
// word expands to no word or to several ("ambiguous redirect", bash manual
// 3.6: "If it expands to more than one word, Bash reports an error"; no
// result is ambiguous, nothing ran), a here-document never closed ("here-
// document at line N delimited by end-of-file"), a variable the script
// itself made readonly, and a bash-only builtin or keyword run by sh
// ("dash: 1: declare: not found", "[[: not found": the script is for
// another shell, nothing is missing from the host).
//
// "NAME: unbound variable" under set -u is the call's for a positional or
// special parameter (the invocation omitted "$1") and for a lower-case
// name (the script's own); an upper-case name is the environment's by
// convention (POSIX XBD 8.1 reserves lower-case names to applications), a
// setting the host lacks: premise.
//
// A restricted shell's refusals (bash manual 6.10: rbash forbids changing
// PATH, cd, command names with slashes, output redirection) are the
// sandbox's boundary: denied. zsh's NOMATCH ("no matches found: glob",
// zsh Options: "If a pattern for filename generation has no matches,
// print an error") says the files the command was to act on are not
// there, and the command never ran: premise, not an empty result. A
// redirection refused under noclobber ("cannot overwrite existing file",
// set -C) finds the file the step was to create already there: conflict.
func shellDiagnostic(t string) (Result, bool) {
	for rest := t; rest != ""; {
		line := rest
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			line, rest = rest[:j], rest[j+1:]
		} else {
			rest = ""
		}
		shell, d, ok := shellLine(line)
		if !ok {
			continue
		}
		if r, ok := shellSays(shell, d); ok {
			return r, true
		}
	}
	return Result{}, false
}

// shellLine splits a shell diagnostic line into the shell's name (or the
// script's, for bash's "$0: line N: ") and what it says.
func shellLine(line string) (shell, said string, ok bool) {
	line = strings.TrimSpace(line)
	// zsh: "zsh:1: ..." (no space before the line number).
	if strings.HasPrefix(line, "zsh:") {
		r := line[len("zsh:"):]
		n := leadingDigits(r)
		if n > 0 && strings.HasPrefix(r[n:], ": ") {
			return "zsh", r[n+2:], true
		}
		return "", "", false
	}
	i := strings.Index(line, ": ")
	if i <= 0 || strings.ContainsAny(line[:i], " \t") {
		return "", "", false
	}
	name, r := line[:i], line[i+2:]
	// bash: "NAME: line N: ..." (NAME is bash, rbash or the script).
	if strings.HasPrefix(r, "line ") {
		n := leadingDigits(r[len("line "):])
		if n > 0 && strings.HasPrefix(r[len("line ")+n:], ": ") {
			return name, r[len("line ")+n+2:], true
		}
	}
	switch name {
	case "dash", "sh", "ash", "bash", "rbash", "ksh", "mksh":
	default:
		return "", "", false
	}
	// dash: "dash: N: ..."; ash: "sh: ..." with no number.
	if n := leadingDigits(r); n > 0 && strings.HasPrefix(r[n:], ": ") {
		return name, r[n+2:], true
	}
	return name, r, true
}

func leadingDigits(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// bashOnlyWords are bash builtins and keywords a POSIX sh (dash, ash)
// lacks: "declare: not found" from sh is a script written for bash.
var bashOnlyWords = [...]string{"declare", "typeset", "[[", "source", "shopt", "mapfile", "readarray", "pushd", "popd", "function"}

func shellSays(shell, d string) (Result, bool) {
	switch {
	case hasFold(d, "unexpected eof while looking for matching"):
		return verdict(invalid, "the shell met the end of the script inside an unclosed quote or substitution: fix the script's quoting")
	case hasFold(d, "bad substitution"):
		return verdict(invalid, "the shell cannot parse a parameter expansion in the script (another shell's syntax or a wrong name): fix the script")
	case hasFold(d, "value too great for base"):
		return verdict(invalid, "shell arithmetic on a number not in its base (a leading 0 is octal): write 10#N")
	case hasFold(d, "illegal number"), hasFold(d, "integer expression expected"):
		return verdict(invalid, "the shell was given a non-number where an integer goes: fix the script's value")
	case hasFold(d, "ambiguous redirect"):
		return verdict(invalid, "the redirection's target expands to no word or to several: name one file (nothing ran)")
	case hasFold(d, "here-document at line") && hasFold(d, "delimited by end-of-file"):
		return verdict(invalid, "a here-document was never closed (its delimiter line is indented or misspelt): fix the script")
	case hasFold(d, "cannot overwrite existing file"):
		return verdict(conflict, "noclobber refused the redirection: the file the step was to create already exists")
	case shell == "zsh" && hasFold(d, "no matches found: "):
		return verdict(premise, "zsh NOMATCH: the glob matched no file, so the files the command was to act on are not there; nothing ran")
	case shell == "rbash" || hasFold(d, ": restricted") || strings.HasPrefix(d, "restricted"):
		if hasFold(d, "restricted") || strings.HasSuffix(d, ": readonly variable") {
			return verdict(denied, "a restricted shell refused the act (rbash: PATH, cd, slashes in command names, redirection): the sandbox's boundary")
		}
	case strings.HasSuffix(d, ": readonly variable"):
		return verdict(invalid, "the script assigns a variable marked readonly: fix the script")
	case strings.HasSuffix(d, ": unbound variable"):
		return shellUnsetName(strings.TrimSuffix(d, ": unbound variable"))
	case strings.HasSuffix(d, ": is read only") && shellName(strings.TrimSuffix(d, ": is read only")):
		// dash's words for bash's "readonly variable" (set 1572).
		return verdict(invalid, "the script assigns a variable marked readonly: fix the script")
	case shell != "zsh" && shellOptionRefused(d):
		return verdict(invalid, "the shell has no such option (a bash option or builtin flag run by sh, or a misspelt one): the script is for another shell; run it with bash or fix the option")
	case d == "shift: can't shift that many", strings.HasPrefix(d, "shift: ") && strings.HasSuffix(d, ": shift count out of range"):
		return verdict(invalid, "the script shifts more positional parameters than the invocation passed: the call omitted arguments the script needs")
	}
	if name, ok := unsetParameter(d); ok { // set 1572
		return shellUnsetName(name)
	}
	switch {
	case strings.HasSuffix(d, ": not found") && (shell == "sh" || shell == "dash" || shell == "ash"):
		name := strings.TrimSuffix(d, ": not found")
		for _, w := range bashOnlyWords {
			if name == w {
				return verdict(invalid, "a bash-only builtin or keyword run by a POSIX sh: the script is for another shell; run it with bash or rewrite it")
			}
		}
	}
	return Result{}, false
}

// shellUnsetName reads set -u's "NAME: unbound variable".
func shellUnsetName(name string) (Result, bool) {
	if strings.HasPrefix(name, "$") || name == "" || leadingDigits(name) == len(name) {
		return verdict(invalid, "set -u: a positional or special parameter is unset: the invocation omitted an argument the script needs")
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c >= 'a' && c <= 'z' {
			return verdict(invalid, "set -u: the script reads a variable of its own it never set: fix the script")
		}
	}
	return verdict(premise, "set -u: an environment variable the script rests on is not set on this host: configure it")
}

// unsetParameter reads the other forms of "this parameter is unset" a
// shell prints (set 1572, live bash 5.2.15 and dash 0.5.12): dash's set -u
// ("sh: 1: NAME: parameter not set"), the ${NAME:?} and ${NAME?}
// expansions' default words ("NAME: parameter null or not set",
// "NAME: parameter not set"; bash manual 3.5.3: "If parameter is null or
// unset, the expansion of word ... is written to the standard error and
// the shell, if it is not interactive, exits"), and ${NAME:?word} with the
// script's own word ("DEPLOY_ENV: must be set", "1: usage: deploy.sh
// ENV"), which is read only for an upper-case or positional name and when
// it says a value is required. They are
// set -u's "unbound variable" in other words and take its reading
// (shellUnsetName). bash exits 127 on the expansion, which is not a
// missing command.
func unsetParameter(d string) (string, bool) {
	i := strings.Index(d, ": ")
	if i <= 0 {
		return "", false
	}
	name, word := d[:i], d[i+2:]
	if !shellName(name) {
		return "", false
	}
	switch word {
	case "parameter not set", "parameter null or not set":
		return name, true
	}
	// The script's own word is read for an upper-case or positional name
	// only: a builtin's own complaint has a lower-case name in that place
	// ("source: filename argument required"), and so does an upper-case
	// command's ("FOO: command not found").
	if strings.ToUpper(name) != name || hasFold(word, "cannot execute") || hasFold(word, "not found") || hasFold(word, "readonly") {
		return "", false
	}
	if hasAny(word, "must be set", "must be defined", "must be provided", "must be given", "not set", "is unset", "is required", "required", "is empty", "missing", "undefined", "not defined", "usage:") {
		return name, true
	}
	return "", false
}

// shellName reports a shell variable's name (a letter or underscore, then
// letters, digits and underscores) or a positional parameter's number.
func shellName(s string) bool {
	if s == "" {
		return false
	}
	if leadingDigits(s) == len(s) {
		return true
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_', c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// shellOptionRefused reports a shell builtin refusing an option it does
// not have (set 1572, live): dash's "set: Illegal option -o pipefail"
// ("read: Illegal option -a", "Illegal option -p" for the shell itself:
// dash's error for every builtin flag it lacks) and bash's "set: pipefial:
// invalid option name" (a misspelt set -o). A script written for bash and
// run by sh, or a typo in the script: invalid.
func shellOptionRefused(d string) bool {
	if strings.HasPrefix(d, "Illegal option -") {
		return true
	}
	if i := strings.Index(d, ": Illegal option -"); i > 0 && shellName(d[:i]) {
		return true
	}
	return strings.HasPrefix(d, "set: ") && strings.HasSuffix(d, ": invalid option name")
}
