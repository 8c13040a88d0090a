package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c9a5c64e: 26/34 overall, 14/17 tricky.
// Tolerated: i1608-pdfseparate-partial: invalid vs ambiguous (ruling): set 1536 reads pdfseparate's "Illegal pageNo: N(M)" as the call's page range (toolwords.go mediaToolWords); this capture wrote p-2.pdf and p-3.pdf before failing on page 4, a partial result.
// Tolerated: i1608-gs-no-pages: invalid vs ambiguous (ruling): set 1536 reads Ghostscript's "Requested FirstPage is greater than the number of pages" (exit 0, nothing rendered) as the call's page argument; this set read the empty exit-0 result.
func TestIndependentCases1608(t *testing.T) {
	runIndependent(t, "testdata/independent1608.jsonl", true, "i1608-pdfseparate-partial", "i1608-gs-no-pages")
}

// TestGeneralise1608QpdfUsage: qpdf prints its argument errors (QPDFUsage)
// and only those over a "For help:" block naming qpdf --help=usage (live
// qpdf 11.3.0, exit 2): the invocation is wrong, invalid. Near misses:
// qpdf's runtime errors, with no such block, keep theirs (a missing input
// premise, a wrong password denied, exit 3's warnings ambiguous).
func TestGeneralise1608QpdfUsage(t *testing.T) {
	const help = "\n\nFor help:\n  qpdf --help=usage       usage information\n  qpdf --help=topic       help on a topic\n  qpdf --help=--option    help on an option\n  qpdf --help             general help and a topic list\nexit status 2"
	runWordingCases(t, []wordingCase{
		{"same file", "exec", 2, "2", "\nqpdf: input file and output file are the same; use --replace-input to intentionally overwrite the input file" + help, invalid},
		{"no page specs", "exec", 2, "2", "\nqpdf: --pages: no page specifications given" + help, invalid},
		{"key length", "exec", 2, "2", "\nqpdf: encryption key length must be 40, 128, or 256" + help, invalid},
		{"unrecognized", "exec", 2, "2", "\nqpdf: unrecognized argument --linearise" + help, invalid},
		{"near miss: missing input", "exec", 2, "2", "qpdf: open nosuch.pdf: No such file or directory\nexit status 2", premise},
		{"near miss: wrong password", "exec", 2, "2", "qpdf: enc.pdf: invalid password\nexit status 2", denied},
		{"near miss: warnings", "exec", 3, "3", "WARNING: b.pdf: file is damaged\nqpdf: operation succeeded with warnings; resulting file may have some problems\nexit status 3", ambiguous},
	})
}

// TestGeneralise1608PopplerPermission: poppler's errNotAllowed category
// ("Permission Error: ... this document is not allowed.", live
// poppler-utils 22.12.0 pdftohtml; pdftotext, pdftops and pdfimages use
// the same wording): the owner permissions forbid it, only the owner
// password lifts them: denied. Near misses: other "not allowed" grammar
// (YAML's "mapping values are not allowed in this context") stays invalid.
func TestGeneralise1608PopplerPermission(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pdftohtml copy", "exec", 1, "1", "Permission Error: Copying of text from this document is not allowed.\nexit status 1", denied},
		{"pdftotext copy", "exec", 3, "3", "Permission Error: Copying of text from this document is not allowed.\nexit status 3", denied},
		{"pdftops print", "exec", 3, "3", "Permission Error: Printing this document is not allowed.\nexit status 3", denied},
		{"pdfimages copy", "exec", 3, "3", "Permission Error: Copying of images from this document is not allowed.\nexit status 3", denied},
		{"near miss: yaml", "exec", 64, "64", "YAML parse exception at line 2, column 8:\nmapping values are not allowed in this context\nexit status 64", invalid},
	})
}

// TestGeneralise1608EmbeddedFileExists: an attachment name the document
// already carries (live poppler pdfattach 22.12.0 exit 4, qpdf 11.3.0
// --add-attachment exit 2): conflict. Near miss: Azure's "There is already
// a lease present." stays a wait (transient).
func TestGeneralise1608EmbeddedFileExists(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pdfattach", "exec", 4, "4", "There is already an embedded file named notes.pdf.\nexit status 4", conflict},
		{"pdfattach utf-16 name", "exec", 4, "4", "There is already an embedded file named \ufffd\ufffd.\nexit status 4", conflict},
		{"qpdf add-attachment", "exec", 2, "2", "qpdf: att.pdf already has attachments with the following keys: notes.pdf; use --replace to replace or --key to specify a different key\nexit status 2", conflict},
		{"near miss: lease", "http", 409, "LeaseAlreadyPresent", "There is already a lease present.", transient},
	})
}

// TestGeneralise1608GraphvizChoice: Graphviz naming a -T format or -K
// layout it does not have and listing those it has (live Graphviz 2.43.0,
// dot and neato, exit 1): invalid. Near misses: ld's and xz's "file format
// not recognized" (the world's file) stay premise.
func TestGeneralise1608GraphvizChoice(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dot format", "exec", 1, "1", "Format: \"pnj\" not recognized. Use one of: canon cmap cmapx dot eps gif jpeg json pdf png ps svg xdot\nexit status 1", invalid},
		{"neato format", "exec", 1, "1", "Format: \"jpx\" not recognized. Use one of: canon cmap dot gif png svg\nexit status 1", invalid},
		{"layout type", "exec", 1, "1", "Layout type: \"dott\" not recognized. Use one of: circo dot fdp neato nop nop1 nop2 osage patchwork sfdp twopi\nexit status 1", invalid},
		{"layout engine", "exec", 1, "1", "There is no layout engine support for \"dott\"\nUse one of: circo dot fdp neato nop nop1 nop2 osage patchwork sfdp twopi\nexit status 1", invalid},
		{"near miss: ld", "exec", 1, "1", "/usr/bin/ld: obj/x.o: file not recognized: file format not recognized\ncollect2: error: ld returned 1 exit status\nexit status 1", premise},
		{"near miss: xz", "", 0, "", "tool shell.run: xz -d -c ../resp.html: exit status 1: xz: ../resp.html: File format not recognized", premise},
	})
}

// TestGeneralise1608BannerUsage: a program that answers bad options with a
// version banner over its usage text (live poppler-utils 22.12.0
// pdftocairo, pdftotext, exit 99; xpdf's tools print the same): the
// invocation is wrong, invalid (the set 1559 usage synopsis). Near misses:
// the banner alone (a -v run) and a banner over a real error line are not
// read as usage.
func TestGeneralise1608BannerUsage(t *testing.T) {
	const banner = "pdftocairo version 22.12.0\nCopyright 2005-2022 The Poppler Developers - http://poppler.freedesktop.org\nCopyright 1996-2011, 2022 Glyph & Cog, LLC\n"
	runWordingCases(t, []wordingCase{
		{"pdftocairo", "exec", 99, "99", banner + "Usage: pdftocairo [options] <PDF-file> [<output-file>]\n  -png                     : generate a PNG file\n  -jpeg                    : generate a JPEG file\n  -?                       : print usage information\nexit status 99", invalid},
		{"pdftotext", "exec", 99, "99", "pdftotext version 22.12.0\nCopyright 2005-2022 The Poppler Developers - http://poppler.freedesktop.org\nCopyright 1996-2011, 2022 Glyph & Cog, LLC\nUsage: pdftotext [options] <PDF-file> [<text-file>]\n  -f <int>             : first page to convert\n  -l <int>             : last page to convert\nexit status 99", invalid},
		{"near miss: banner alone", "exec", 99, "99", banner + "exit status 99", rung.KindUnknown},
		{"near miss: banner over an error", "exec", 1, "1", banner + "I/O Error: Couldn't open file 'nosuch.pdf': No such file or directory.\nexit status 1", premise},
	})
}

// TestGeneralise1608QuotedPathErrno: an errno labelled after " : " on a
// line that already quoted the path (live Graphviz 2.43.0 `Could not open
// "nodir/out.png" for writing : No such file or directory`) names a file:
// the missing directory is premise, not the empty-path misuse. Near
// misses: Go's "open : no such file" and an empty quoted name ("") keep
// the empty path (invalid); the same line with EACCES stays denied.
func TestGeneralise1608QuotedPathErrno(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dot output dir", "exec", 1, "1", "Error: Could not open \"nodir/out.png\" for writing : No such file or directory\nexit status 1", premise},
		{"single quoted", "exec", 1, "1", "Error: cannot open 'out/graph.svg' for writing : No such file or directory\nexit status 1", premise},
		{"near miss: empty quoted", "exec", 1, "1", "Error: Could not open \"\" for writing : No such file or directory\nexit status 1", invalid},
		{"near miss: go empty path", "go", 0, "", "open : no such file or directory", invalid},
		{"near miss: eacces", "exec", 1, "1", "Error: Could not open \"/srv/ro.png\" for writing : Permission denied\nexit status 1", denied},
	})
}
