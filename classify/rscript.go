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
		"can't subset columns that don't exist", "can't select columns that don't exist", "can't combine `")
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
	if rEmptyResult(t) {
		return verdict(ambiguous, rEmptyReason)
	}
	if hasAny(t, "cannot change working directory") {
		return verdict(premise, "r: setwd could not enter the directory: it is not there")
	}
	return Result{}, false
}

const rEmptyReason = "r: the script ran and its result holds nothing usable (no rows, NA from coercion, an empty input): narrow or check the data"
