package classify

import "strings"

// R as an agent's code-execution tool returns it (held-out set 1310, R 4.2
// with dplyr 1.0 and readr 2.1 captured live through Go's os/exec): the
// exit status, then what Rscript wrote to stderr. R frames its conditions
// in its own words, "Error in <call> : <message>", "Error: <message>",
// rlang's "Error in `select()`:\n! <message>", then "Execution halted";
// a warning as "Warning message:\nIn <call> : <message>" after which the
// script may still exit 0. Only text in that frame is read here.
//
// rFrame reports R's frame: its halt line, its error heading, or its
// warning heading (case-sensitive, as R prints them).
func rFrame(t string) bool {
	return strings.Contains(t, "Execution halted") || strings.Contains(t, "Error in ") ||
		strings.Contains(t, "Warning message") || strings.HasPrefix(t, "Error: ")
}

// rCodeError reads R's evaluation errors that say the script cannot run as
// written, as CPython's NameError and TypeError (pythonCodeError): an
// object or function the code names and nothing defines ("object
// 'w1310_total' not found", also dplyr's data mask for a column that is
// not there; "could not find function \"read_csv\"", a package function
// whose package the script never attached); an operand or argument of the
// wrong type or shape ("non-numeric argument to binary operator",
// "arguments imply differing number of rows: 3, 2", "subscript out of
// bounds" for an index past the object's extent, mean()'s "argument is not
// numeric or logical: returning NA"); unbounded recursion ("C stack usage
// N is too close to the limit", "evaluation nested too deeply: infinite
// recursion"); and the tidyverse's refusals of the call's columns
// (tidyselect "Can't subset columns that don't exist." / "Column `x`
// doesn't exist.", vctrs "Can't combine `..1$x` <integer> and `..2$x`
// <character>."). Every rerun meets them again: invalid, repair the code.
// R breaks a long call onto a second line indented by two spaces (" :
// \n  object 'x' not found"): both forms are read.
// A package the host lacks stays premise (prerequisiteWords), a file the
// script reads that is not there keeps the path readings.
func rCodeError(t string) bool {
	if hasAny(t, "object '") && hasAny(t, "' not found") && hasAny(t, " : object '", "\n  object '", "! object '", "error: object '") {
		return true
	}
	return hasAny(t, "could not find function \"", "non-numeric argument to binary operator",
		"arguments imply differing number of rows", " : subscript out of bounds", "\n  subscript out of bounds",
		"argument is not numeric or logical: returning na", "is too close to the limit\n", "evaluation nested too deeply",
		"can't subset columns that don't exist", "can't select columns that don't exist", "can't combine `") ||
		rCallShape(t)
}

// rCallShape reads R's refusals of a call's arguments or of an assignment's
// shape (set 1740, R 4.2.2 live): argument matching's "unused argument
// (seed = 42)" / "unused arguments (a = 1, b = 2)" (R-lang 4.3.2: a
// supplied argument that matches no formal), `$<-.data.frame`'s and
// `[<-.data.frame`'s "replacement has 3 rows, data has 4", `[.data.frame`'s
// "undefined columns selected", the Summary group's "invalid 'type'
// (character) of argument", and read.table's "more columns than column
// names" and scan's "line 2 did not have 5 elements" (the call's header,
// sep or fill does not fit the file; ?read.table). The same call fails on
// every run: invalid, repair the call. Only inside R's frame (rScript).
func rCallShape(t string) bool {
	return hasAny(t, "unused argument (", "unused arguments (", " rows, data has ", "undefined columns selected",
		"invalid 'type' (", "more columns than column names") ||
		strings.Contains(t, "Error in scan(") && hasAny(t, " did not have ") && hasAny(t, " elements")
}

// rFitUnusable reads R's model fitting that ran and gave nothing usable
// (set 1740): lm.fit's "0 (non-NA) cases" (the data the fit was given has
// no complete row: a filter that matched nothing), and glm.fit's warnings
// "algorithm did not converge" and "fitted probabilities numerically 0 or
// 1 occurred" (?glm.control; separation), as the warning or under
// options(warn = 2) "(converted from warning)". Ambiguous: the call was
// well formed and its result cannot be used as it stands; narrow the data
// or hand back.
func rFitUnusable(t string) bool {
	return hasAny(t, "0 (non-na) cases", "glm.fit: algorithm did not converge", "glm.fit: fitted probabilities numerically 0 or 1 occurred", "glm.fit: fitted rates numerically 0 occurred")
}

// rStateWords read R's own words for what the world holds (set 1740):
//   - setTimeLimit's and setSessionTimeLimit's "reached elapsed time
//     limit" / "reached CPU time limit" (also "reached session ..."): a
//     time limit, as set 1312's SIGXCPU reads: transient.
//   - readRDS's "unknown input format" and load's "bad restore file magic
//     number (file may be corrupted)": the file holds no serialized R
//     object (?readRDS, ?load), as set 1339's magic-number mismatch:
//     premise. Pandoc's "Unknown input format x" (a reader name) is
//     outside R's frame and keeps its reading.
//   - R's libcurl warning "status was 'Couldn't resolve host name'"
//     (curl 6's strerror, download.file and url()): the name did not
//     resolve and nothing says why, as wget's bare "unable to resolve
//     host address": transient.
//   - unzip's "not overwriting file '<path>" (overwrite = FALSE, a warning
//     or under warn = 2): the file the step was to write is there:
//     conflict.
//   - stopifnot's "<expr> is not TRUE" / "<expr> are not all TRUE" with no
//     warning beside it: the script's own check of a condition its later
//     steps rest on found it false (?stopifnot "ensure the truth of R
//     expressions"): premise. A warning in the same text names the cause
//     and its reading decides (file.symlink's 'File exists' stays
//     conflict).
func rStateWords(t string) (Result, bool) {
	switch {
	case hasAny(t, "reached elapsed time limit", "reached cpu time limit", "reached session elapsed time limit", "reached session cpu time limit"):
		return timeoutVerdict("r: the script reached the time limit set with setTimeLimit: a time limit; run it again with more time, or do less")
	case hasAny(t, " : unknown input format\n", "bad restore file magic number"):
		return verdict(premise, "r: the file is not a serialized R object (readRDS/load): what the file holds is not what the script believed")
	case hasAny(t, "status was 'couldn't resolve host name'"):
		return verdict(transient, "r: the host name did not resolve (libcurl 6); nothing says it does not exist: retry later")
	case hasAny(t, "not overwriting file '"):
		return verdict(conflict, "r: unzip did not overwrite a file already there: what the step was to write exists")
	case (hasAny(t, " is not true\n", " are not all true\n")) && !strings.Contains(t, "Warning message"):
		return verdict(premise, "r: the script's stopifnot check found a condition its later steps rest on false")
	}
	return Result{}, false
}

// rEmptyResult reads R's words for a script that ran and produced nothing
// usable (set 1310), the call's own evidence with no R error beside it:
// the warnings "NAs introduced by coercion" (a value that is not a number
// became NA), "no non-missing arguments to max; returning -Inf" (and min's
// Inf: the vector was empty), readr's "One or more parsing issues, call
// `problems()`", read.table's "no lines available in input" (the file is
// empty), and the print of a data frame with no rows ("<0 rows> (or
// 0-length row.names)"). Ambiguous: the call worked and its result needs
// narrowing, as an empty listing. An R error elsewhere in the text decides
// first (rCodeError and the other readings).
func rEmptyResult(t string) bool {
	if strings.Contains(t, "<0 rows> (or 0-length row.names)") {
		return true
	}
	if hasAny(t, "no lines available in input") {
		return true
	}
	if strings.Contains(t, "Execution halted") {
		return false
	}
	return hasAny(t, "nas introduced by coercion", "no non-missing arguments to max; returning -inf",
		"no non-missing arguments to min; returning inf", "one or more parsing issues, call `problems()`")
}

// rScript reads the classes above, and setwd's "cannot change working
// directory" (the directory the script rests on is not there: premise).
func rScript(t string) (Result, bool) {
	// R's own frame gates every reading but the printed empty frame, so
	// the scans run only on R's text.
	if !rFrame(t) {
		if strings.Contains(t, "<0 rows> (or 0-length row.names)") {
			return verdict(ambiguous, rEmptyReason)
		}
		return Result{}, false
	}
	if rCodeError(t) {
		return verdict(invalid, "r: the script cannot run as written (an undefined object, function or column, an operand or argument of the wrong type or shape, unbounded recursion): fix the code")
	}
	if rEmptyResult(t) || rFitUnusable(t) {
		return verdict(ambiguous, rEmptyReason)
	}
	if r, ok := rStateWords(t); ok {
		return r, true
	}
	if hasAny(t, "cannot change working directory") {
		return verdict(premise, "r: setwd could not enter the directory: it is not there")
	}
	return Result{}, false
}

const rEmptyReason = "r: the script ran and its result holds nothing usable (no rows, NA from coercion, an empty input): narrow or check the data"
