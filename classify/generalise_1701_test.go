package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 15d02259: 29/34 overall, 12/17 tricky.
func TestIndependentCases1701(t *testing.T) {
	runIndependent(t, "testdata/independent1701.jsonl", true)
}

// A document tool that exited 0 and wrote its output with warnings that
// part of it is missing or altered (writtenwarned.go writtenWithWarnings;
// live pandoc 2.17.1.1 and GPL Ghostscript 10.00.0, pandoc.org MANUAL
// --fail-if-warnings and Math): pandoc's image replaced by its
// description, a TeX formula left as raw TeX, Ghostscript's "Page drawing
// error occurred" over "Output may be incorrect". Near misses: the same
// pandoc warning under --fail-if-warnings (exit 3) keeps set 1646's
// premise, Ghostscript's "Couldn't initialise file" (nothing processed)
// is premise and its password refusal denied.
func TestGeneralise1701WrittenWithWarnings(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pandoc docx image", "exec", 0, "0", "[WARNING] Could not fetch resource missing.png: replacing image with description\nexit status 0", rung.KindAmbiguous},
		{"pandoc html image quoted", "exec", 0, "0", "[WARNING] Could not fetch resource 'img/logo.svg': replacing image with description\nexit status 0", rung.KindAmbiguous},
		{"pandoc tex math", "exec", 0, "0", "[WARNING] Could not convert TeX math \\frac{1}{2, rendering as TeX:\n  \\frac{1}{2\n            ^\n  unexpected eof\n  expecting \"{\" or white space\nexit status 0", rung.KindAmbiguous},
		{"pandoc tex math unknown command", "exec", 0, "0", "[WARNING] Could not convert TeX math \\foo{x}, rendering as TeX:\n  \\foo{x}\n      ^\n  unexpected control sequence \\foo\nexit status 0", rung.KindAmbiguous},
		{"gs page drawing", "exec", 0, "0", "   **** Error: Page drawing error occurred.\n               Output may be incorrect.\nexit status 0", rung.KindAmbiguous},
		{"near miss: fail-if-warnings", "exec", 3, "3", "[WARNING] Could not fetch resource missing.png: replacing image with description\nFailing because there were warnings.\nexit status 3", rung.KindPremise},
		{"near miss: gs cannot open", "exec", 0, "0", "   **** Error: Couldn't initialise file.\n               Output may be incorrect.\n   No pages will be processed (FirstPage > LastPage).\nexit status 0", rung.KindPremise},
		{"near miss: gs password", "exec", 0, "0", "GPL Ghostscript 10.00.0: \n   **** This file requires a password for access.\n   **** Error: Couldn't initialise file.\n               Output may be incorrect.\n   No pages will be processed (FirstPage > LastPage).\nexit status 0", rung.KindDenied},
	})
}

// Ghostscript 10 on a PDF it cannot open at all, at exit 0 (generic.go,
// the row after the password rows; live GPL Ghostscript 10.00.0 on a
// truncated file and on one whose trailer lost /Root): "Couldn't
// initialise file" and "No pages will be processed": the file is not a
// usable PDF, premise. Near misses: the encrypted file's same lines under
// "requires a password for access" stay denied, a FirstPage past the end
// stays invalid, an output file it cannot create stays premise.
func TestGeneralise1701GhostscriptUnopenable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"truncated, no catalog", "exec", 0, "0", "Catalog dictionary not located in file, unable to proceed\n   **** Error: Couldn't initialise file.\n               Output may be incorrect.\n   No pages will be processed (FirstPage > LastPage).\nexit status 0", rung.KindPremise},
		{"no root", "exec", 0, "0", "   **** Error: Couldn't initialise file.\n               Output may be incorrect.\n   No pages will be processed (FirstPage > LastPage).\nexit status 0", rung.KindPremise},
		{"without wrapper status", "exec", 0, "", "   **** Error: Couldn't initialise file.\n               Output may be incorrect.", rung.KindPremise},
		{"near miss: password", "exec", 0, "0", "   **** This file requires a password for access.\n   **** Error: Couldn't initialise file.\n               Output may be incorrect.\nexit status 0", rung.KindDenied},
		{"near miss: first page", "exec", 0, "0", "   **** Error: Requested FirstPage is greater than the number of pages in the file: 2\n   No pages will be processed (FirstPage > LastPage).\nexit status 0", rung.KindInvalid},
	})
}

// A program handed over as a failure that exited 0 and printed nothing
// (writtenwarned.go emptySuccess; live tesseract 5.3.0 on a blank page,
// pdftotext 22.12.0 on a PDF with no text layer, which prints only form
// feeds): an empty success, ambiguous, as an HTTP 200 with an empty body.
// Near misses: any printed word keeps its reading (mosquitto_sub's
// denied grants at exit 0, poppler's "Incorrect password"), a bare failing
// status is no empty success.
func TestGeneralise1701EmptySuccess(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tesseract blank", "exec", 0, "0", "\nexit status 0", rung.KindAmbiguous},
		{"bare", "exec", 0, "0", "exit status 0", rung.KindAmbiguous},
		{"pdftotext form feed", "exec", 0, "0", "\f\nexit status 0", rung.KindAmbiguous},
		{"pdftotext three pages", "exec", 0, "0", "\f\f\f\nexit status 0", rung.KindAmbiguous},
		{"near miss: words at exit 0", "exec", 0, "0", "All subscription requests were denied.\nexit status 0", rung.KindDenied},
		{"near miss: pdftotext password", "exec", 1, "1", "Command Line Error: Incorrect password\nexit status 1", rung.KindDenied},
		{"near miss: bare failing status", "exec", 1, "1", "\nexit status 1", rung.KindUnknown},
	})
}
