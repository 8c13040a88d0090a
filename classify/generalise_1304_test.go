package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 3400a522: 9/36 overall, 1/18 tricky. The 27 misses were one
// class, TeX-family exec output with no reader; texwords.go reads it by TeX's
// own markers, and every line is now right.
func TestIndependentCases1304(t *testing.T) {
	runIndependent(t, "testdata/independent1304.jsonl", true)
}

// TestGeneralise1304TeXRun holds the TeX family's wordings (pdfTeX, LuaTeX,
// BibTeX, latexmk, troff/groff) in more than the set's forms, and near misses:
// the same words with no TeX marker keep their old readings.
func TestGeneralise1304TeXRun(t *testing.T) {
	const fatal = "\n!  ==> Fatal error occurred, no output PDF file produced!\nTranscript written on doc.log."
	runWordingCases(t, []wordingCase{
		// The document's own text: invalid.
		{"pdflatex undefined cs", "exec", 0, "", "exit status 1\n! Undefined control sequence.\nl.12 \\foo" + fatal, rung.KindInvalid},
		{"lualatex undefined cs", "exec", 0, "", "exit status 1\n! Undefined control sequence.\n<recently read> \\bar \nl.7 Total: \\bar\n", rung.KindInvalid},
		{"xelatex environment undefined", "", 0, "", "! LaTeX Error: Environment figur undefined.\n\nSee the LaTeX manual or LaTeX Companion for explanation.\nl.9 \\begin{figur}", rung.KindInvalid},
		{"pdflatex already defined", "exec", 0, "", "exit status 1\n! LaTeX Error: Command \\chapter already defined.\nl.4 \\newcommand{\\chapter}{x}" + fatal, rung.KindInvalid},
		{"pdflatex missing brace", "exec", 0, "", "exit status 1\n! Missing } inserted.\n<inserted text>\nl.20 $x^{2$" + fatal, rung.KindInvalid},
		{"pdflatex runaway", "exec", 0, "", "exit status 1\nRunaway argument?\n{Results \n! File ended while scanning use of \\textit.\n<inserted text>\n\\par" + fatal, rung.KindInvalid},
		{"pdflatex package error", "exec", 0, "", "exit status 1\n! Package xcolor Error: Undefined color `w1304teal'.\nl.8 \\color{w1304teal}" + fatal, rung.KindInvalid},
		{"pdflatex capacity grouping", "exec", 0, "", "exit status 1\n! TeX capacity exceeded, sorry [grouping levels=255].\n\\x ->{\\x\nl.3 \\x" + fatal, rung.KindInvalid},
		{"lualatex capacity", "exec", 0, "", "exit status 1\n! TeX capacity exceeded, sorry [input stack size=10000].\n\\a ->\\a\nl.2 \\a\n", rung.KindInvalid},
		{"pdflatex at prompt killed", "exec", 0, "", "signal: killed\n! Missing $ inserted.\n<inserted text>\nl.5 a_\n?", rung.KindInvalid},
		{"bibtex expecting", "exec", 0, "", "exit status 2\nI was expecting a `,' or a `}'---line 14 of file refs.bib\n(There was 1 error message)", rung.KindInvalid},
		{"bibtex repeated entry", "exec", 0, "", "exit status 2\nRepeated entry---line 40 of file refs.bib\n : @article{smith2020\n(There was 1 error message)", rung.KindInvalid},
		{"bibtex missing field name", "exec", 0, "", "exit status 2\nYou're missing a field name---line 7 of file refs.bib\n(There was 1 error message)", rung.KindInvalid},
		{"pdftex page past end", "exec", 0, "", "exit status 1\n!pdfTeX error: pdflatex (file ./scan.pdf): PDF inclusion: required page does not exist <5>\n ==> Fatal error occurred, no output PDF file produced!", rung.KindInvalid},
		{"latexmk over a latex error", "exec", 0, "", "exit status 12\nLatexmk: applying rule 'pdflatex'...\n! Undefined control sequence.\nl.3 \\wx\nLatexmk: Errors, so I did not complete making targets\nCollected error summary (may duplicate other messages):\n  pdflatex: Command for 'pdflatex' gave return code 1", rung.KindInvalid},

		// A file, package, style or font the document needs is not there: premise.
		{"pdflatex no class", "exec", 0, "", "exit status 1\n! LaTeX Error: File `w1304article.cls' not found.\n! Emergency stop.\n<read *>" + fatal, rung.KindPremise},
		{"pdflatex no main file", "exec", 0, "", "exit status 1\n! I can't find file `draft.tex'.\n<*> draft.tex\n! Emergency stop." + fatal, rung.KindPremise},
		{"bibtex no database", "exec", 0, "", "exit status 2\nI couldn't open database file refs.bib\n---line 3 of file paper.aux\n : \\bibdata{refs\nI'm skipping whatever remains of this command", rung.KindPremise},
		{"bibtex no style", "exec", 0, "", "exit status 2\nI couldn't open style file ieeetrx.bst\n---line 2 of file paper.aux", rung.KindPremise},
		{"bibtex no aux", "exec", 0, "", "exit status 1\nI couldn't open file name `paper.aux'", rung.KindPremise},
		{"babel ldf", "exec", 0, "", "exit status 1\n! Package babel Error: Unknown option 'ukrainian'. Either you misspelled it\n(babel)                or the language definition file ukrainian.ldf was not found.\nl.4357 \\ProcessOptions*" + fatal, rung.KindPremise},
		{"pdftex unreadable png", "exec", 0, "", "exit status 1\nlibpng error: Not a PNG file\n!pdfTeX error: pdflatex (file ./logo.png): libpng: internal error\n ==> Fatal error occurred, no output PDF file produced!", rung.KindPremise},
		{"pdflatex no output dir", "exec", 0, "", "exit status 1\n! I can't write on file `paper.log'.\n(Press Enter to retry, or Control-D to exit; default file extension is `.log')\n! Emergency stop", rung.KindPremise},
		{"troff macro", "exec", 0, "", "exit status 1\ntroff: fatal error: can't find macro file mm", rung.KindPremise},
		{"groff device", "exec", 0, "", "exit status 3\ngroff: can't find 'DESC' file\ngroff: fatal error: invalid device 'html'", rung.KindPremise},

		// kpathsea's write restriction: denied.
		{"openout_any p", "exec", 0, "", "exit status 1\npdflatex: Not writing to /etc/x.csv (openout_any = p).\n! I can't write on file `/etc/x.csv'.\nl.3 \\immediate\\openout" + fatal, rung.KindDenied},
		{"openout_any r", "exec", 0, "", "exit status 1\nlualatex: Not writing to .hidden.out (openout_any = r).\n! I can't write on file `.hidden.out'.", rung.KindDenied},

		// Exit 0 with output not usable: ambiguous; LaTeX's rerun hint: transient.
		{"undefined citations", "exec", 0, "", "exit status 0\nLaTeX Warning: Citation `knuth84' on page 2 undefined on input line 40.\nLaTeX Warning: There were undefined citations.\nOutput written on paper.pdf (3 pages, 80000 bytes).", rung.KindAmbiguous},
		{"undefined references bare", "exec", 0, "", "LaTeX Warning: There were undefined references.\nOutput written on paper.pdf (1 page, 9000 bytes).", rung.KindAmbiguous},
		{"no pages", "exec", 0, "", "exit status 0\n) )\nNo pages of output.\nTranscript written on empty.log.", rung.KindAmbiguous},
		{"bibtex missing entry", "exec", 0, "", "exit status 0\nWarning--I didn't find a database entry for \"lamport94\"\n(There was 1 warning)", rung.KindAmbiguous},
		{"rerun cross refs", "exec", 0, "", "exit status 0\nLaTeX Warning: There were undefined references.\nLaTeX Warning: Label(s) may have changed. Rerun to get cross-references right.\n", rung.KindTransient},
		{"natbib rerun", "exec", 0, "", "exit status 0\nPackage natbib Warning: Citation(s) may have changed.\n(natbib)                Rerun to get citations correct.\n", rung.KindTransient},

		// Near misses: no TeX marker, the old reading stands.
		{"plain file not found", "", 0, "", "open /data/report.csv: no such file or directory", rung.KindPremise},
		{"429 capacity exceeded", "http", 429, "", "capacity exceeded, sorry: retry later", rung.KindTransient},
		{"go deadline kill no prompt", "exec", 0, "", "signal: killed (context deadline exceeded)\n(./ch1.tex) [12] (./ch2.tex) [13]", rung.KindTransient},
		{"exclamation without tex context", "exec", 0, "", "exit status 1\n! failed to build: connection refused", rung.KindTransient},
		{"groff invalid device alone", "exec", 0, "", "exit status 3\ngroff: fatal error: invalid device 'xyz'", rung.KindInvalid},
	})
}
