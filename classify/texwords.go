package classify

import "strings"

// TeX-family command output behind an exec tool's exit status (set 1304,
// captured live: pdfTeX and LuaTeX from TeX Live 2022, BibTeX 0.99d,
// latexmk 4.79, groff 1.22). The programs print their own markers, and the
// reader keys on them so that the same words elsewhere keep their readings:
//
//   - A file the document needs that is not on the host: LaTeX's "! LaTeX
//     Error: File `x.sty' not found.", TeX's "! I can't find file `x'.",
//     a graphics driver's "! Package pdftex.def Error: File `x' not
//     found", a font's "not loadable: Metric (TFM) file not found", babel's
//     "Unknown option 'x'. ... the language definition file x.ldf was not
//     found", BibTeX's "I couldn't open database file", "style file",
//     "file name `x.aux'" (the latex run that writes it has not happened),
//     troff's "fatal error: can't find macro file" and groff's "can't find
//     'DESC' file" (a device groff ships but this host lacks); pdfTeX's
//     "!pdfTeX error: ... (file x.png): libpng error" (the file on disk is
//     not the image it was believed to be, as an archive "not in gzip
//     format"); "! I can't write on file `x'" (the output directory is not
//     there): premise, install or make the file and replan.
//   - kpathsea's openout_any refusal ("Not writing to /x (openout_any =
//     p)."): a sandbox boundary of the host, denied (texmf.cnf: "p
//     (paranoid) ... restrict absolute paths to be under $TEXMFOUTPUT").
//   - Any other TeX error: a "! " line with TeX's "l.<n>" context line or
//     its fatal-stop lines ("Undefined control sequence", "Missing $
//     inserted", "Paragraph ended before ... was complete", "LaTeX Error:
//     Environment x undefined", "Command \x already defined", "TeX
//     capacity exceeded", which the same document exceeds again, as runaway
//     recursion does), BibTeX's syntax errors located "---line N of file
//     x.bib" ("I was expecting a `,'", "Repeated entry"), and pdfTeX's
//     "PDF inclusion: required page does not exist": the document's own
//     text is wrong, invalid. The error line decides it even when the run
//     was killed at a deadline, since TeX waits at its "?" prompt after it
//     and a longer wait hangs the same; a kill with no "! " line keeps the
//     deadline's reading.
//   - A run that exits 0 but whose output is not usable: "LaTeX Warning:
//     There were undefined references" (or citations) with no rerun hint,
//     "No pages of output.", BibTeX's "Warning--I didn't find a database
//     entry": ambiguous, the call worked and what it made is not what was
//     wanted. With LaTeX's own "Rerun to get cross-references right" (or
//     natbib's "Rerun to get citations correct") nothing is false and the
//     same command settles it: transient.
//
// latexmk's "Errors, so I did not complete making targets" is read by the
// TeX error it collected; alone it names no cause and is left to others.
var texWords = []pattern{
	{text: "(openout_any = ", kind: denied, reason: "TeX: kpathsea's openout_any setting refuses to write there (a sandbox boundary of the host)"},
	{text: "i couldn't open database file", kind: premise, reason: "BibTeX: the .bib database the document names is not there"},
	{text: "i couldn't open style file", kind: premise, reason: "BibTeX: the bibliography style (.bst) the document names is not installed"},
	{text: "i couldn't open file name `", kind: premise, reason: "BibTeX: the file it reads (the .aux a latex run writes) is not there: run latex first"},
	{text: "i couldn't open auxiliary file", kind: premise, reason: "BibTeX: the .aux a latex run writes is not there: run latex first"},
	{text: "! latex error: file `", kind: premise, reason: "LaTeX: a file the document loads (package, class, input) is not installed or not there"},
	{text: "! i can't find file `", kind: premise, reason: "TeX: a file the run needs (the source, an input, a font) is not there"},
	{text: "! i can't write on file `", kind: premise, reason: "TeX: the output file cannot be made (its directory is not there)"},
	{text: "def error: file `", kind: premise, reason: "LaTeX: a graphics file the document includes is not there"},
	{text: "not loadable: metric", kind: premise, reason: "TeX: a font the document uses has no metric file on this host"},
	{text: "not loadable: bad metric", kind: premise, reason: "TeX: a font's metric file on this host is unreadable"},
	{text: "package babel error: unknown option", kind: premise, reason: "babel: the language definition file (.ldf) for the option was not found on this host"},
	{text: "latexmk: could not find file", kind: premise, reason: "latexmk: the source file to build is not there"},
	{text: "fatal error: can't find macro file", kind: premise, reason: "troff: the macro package is not installed on this host"},
	{text: "can't find 'desc' file", kind: premise, reason: "groff: the output device's description is not installed on this host"},
	{text: "!pdftex error", kind: invalid, reason: "pdfTeX: an error in what the document asks of it"},
	{text: "!luatex error", kind: invalid, reason: "LuaTeX: an error in what the document asks of it"},
	{text: "---line ", kind: invalid, reason: "BibTeX: a syntax error at a line of the .bib database: repair the entry"},
	{text: "\n! ", kind: invalid, reason: "TeX: an error in the document's text at the line TeX shows: repair the source"},
	{text: "rerun to get cross-references", kind: transient, reason: "LaTeX: references are settled by the next run, as LaTeX says: run it again"},
	{text: "rerun to get citations", kind: transient, reason: "LaTeX: citations are settled by the next run, as LaTeX says: run it again"},
	{text: "latex warning: there were undefined", kind: ambiguous, reason: "LaTeX: the run exited but references are undefined (no rerun hint): the output shows ?? where content was wanted"},
	{text: "no pages of output.", kind: ambiguous, reason: "TeX: the run exited but produced no pages: nothing usable was made"},
	{text: "warning--i didn't find a database entry", kind: ambiguous, reason: "BibTeX: a cited key is in no database: the bibliography it wrote lacks that entry"},
}

var texMatcher = newMatcher(texWords)

// texRun reads TeX-family output (see texWords).
func texRun(t string) (Result, bool) {
	i, ok := texMatcher.find(t)
	if !ok {
		if strings.HasPrefix(t, "! ") && texErrorContext(t) {
			return verdict(invalid, texWords[indexOfTexLine].reason)
		}
		return Result{}, false
	}
	p := &texWords[i]
	switch p.text {
	case "!pdftex error", "!luatex error":
		// The image or PDF it was including: one past its pages is the
		// document's argument; any other failure reading the file is the
		// file (libpng's "Not a PNG file": an error page saved as .png).
		if hasFold(t, "pdf inclusion: required page") {
			return verdict(invalid, "pdfTeX: the page the document asks of an included PDF is past its end: repair the argument")
		}
		if hasFold(t, "(file ") {
			return verdict(premise, "pdfTeX: an included file cannot be read as the image it was believed to be: make or fetch it again")
		}
	case "---line ":
		if !hasFold(t, " of file ") {
			return Result{}, false
		}
	case "\n! ":
		if !texErrorContext(t) {
			return Result{}, false
		}
		if hasFold(t, "! tex capacity exceeded") {
			return verdict(invalid, "TeX: capacity exceeded by the document (runaway recursion or growth): a larger limit or a rerun hits it again; repair the source")
		}
	}
	return verdict(p.kind, p.reason)
}

// indexOfTexLine is the generic TeX error line's entry in texWords.
var indexOfTexLine = func() int {
	for i, p := range texWords {
		if p.text == "\n! " {
			return i
		}
	}
	panic("classify: texWords lacks its error line")
}()

// texErrorContext finds what only TeX prints round its "! " error line: the
// "l.<n>" line that shows where in the source it stopped, or its fatal stop
// ("==> Fatal error occurred", "! Emergency stop").
func texErrorContext(t string) bool {
	if hasAny(t, "==> fatal error occurred", "! emergency stop") {
		return true
	}
	if strings.HasPrefix(t, "l.") && len(t) > 2 && t[2] >= '0' && t[2] <= '9' {
		return true
	}
	for i := range exactMatches(t, "\nl.") {
		if j := i + 3; j < len(t) && t[j] >= '0' && t[j] <= '9' {
			return true
		}
	}
	return false
}
