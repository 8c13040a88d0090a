package classify

import "testing"

// First run at 7ef05bce: 13/24 overall, 7/14 tricky.
func TestIndependentCases1536(t *testing.T) {
	runIndependent(t, "testdata/independent1536.jsonl", true)
}

// TestGeneralise1536PageRange: a page the call asks for that the document
// does not have, or a reversed range, is the call's argument (invalid), in
// poppler's, pdfseparate's and Ghostscript's words (live poppler 22.12, GPL
// Ghostscript 10.00), as qpdf's "out of range" already reads. A page fault
// in other software ("Internal Error" alone) keeps its reading.
func TestGeneralise1536PageRange(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pdftotext reversed", "exec", 99, "99", "exit status 99: Command Line Error: Wrong page range given: the first page (3) can not be after the last page (1).", invalid},
		{"pdfimages beyond", "exec", 99, "99", "exit status 99: Wrong page range given: the first page (12) can not be after the last page (4).", invalid},
		{"pdfseparate illegal", "exec", 99, "99", "exit status 99: Internal Error: Illegal pageNo: 7(5)", invalid},
		{"gs firstpage", "exec", 0, "", "Requested FirstPage is greater than the number of pages in the file: 3\n   No pages will be processed (FirstPage > LastPage).", invalid},
		{"pdfseparate pattern", "exec", 99, "99", "exit status 99: Syntax Error: 'out.pdf' must contain '%d' (or any variant respecting printf format) if more than one page should be extracted, in order to print the page number", invalid},
		{"near miss: internal error", "exec", 1, "1", "exit status 1: Internal Error: unexpected state in renderer", transient},
	})
}

// TestGeneralise1536PostScriptErrors: a PostScript program's own error
// (PLRM 3.11 error names, as Ghostscript prints them) is the program text
// the call handed over: invalid, as the TeX run ruling (set 1304). The
// error names for a missing file (premise) and a -dSAFER refusal (denied)
// keep their readings.
func TestGeneralise1536PostScriptErrors(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"undefined", "exec", 1, "1", "exit status 1: Error: /undefined in mysetfont\nOperand stack:\n\nGPL Ghostscript 10.00.0: Unrecoverable error, exit code 1", invalid},
		{"typecheck", "exec", 1, "1", "exit status 1: Error: /typecheck in --add--\nOperand stack:\n   (a)   1\nGPL Ghostscript 10.00.0: Unrecoverable error, exit code 1", invalid},
		{"stackunderflow", "exec", 1, "1", "exit status 1: Error: /stackunderflow in --moveto--\nGPL Ghostscript 10.00.0: Unrecoverable error, exit code 1", invalid},
		{"near miss: undefinedfilename", "exec", 1, "1", "exit status 1: Error: /undefinedfilename in (in.ps)\nLast OS error: No such file or directory\nGPL Ghostscript 10.00.0: Unrecoverable error, exit code 1", premise},
		{"near miss: invalidfileaccess", "exec", 1, "1", "exit status 1: Error: /invalidfileaccess in --file--\nLast OS error: Permission denied\nGPL Ghostscript 10.00.0: Unrecoverable error, exit code 1", denied},
	})
}

// TestGeneralise1536EncryptedDocument: a PDF tool's refusal of an
// encrypted document without the password that opens it (qpdf "invalid
// password", Ghostscript "requires a password for access", MuPDF "cannot
// authenticate password") is the secret-does-not-unlock class of set 733:
// denied. A password policy's "Invalid password: minimum length" stays
// invalid.
func TestGeneralise1536EncryptedDocument(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"qpdf", "exec", 2, "2", "exit status 2: qpdf: report.pdf: invalid password", denied},
		{"gs", "exec", 0, "", "GPL Ghostscript 10.00.0: \n   **** This file requires a password for access.", denied},
		{"mutool", "exec", 1, "1", "exit status 1: error: cannot authenticate password: in.pdf", denied},
		{"near miss: policy", "http", 400, "", `{"error":"invalidPasswordMinLengthMessage","error_description":"Invalid password: minimum length 10."}`, invalid},
	})
}

// TestGeneralise1536OutputFile: a document program that cannot create its
// output file (poppler's exit 2, Ghostscript at exit 0) names a directory
// the plan assumed: premise. qpdf's exit 3 "operation succeeded with
// warnings" is a written result of unknown use: ambiguous, while its exit 2
// on a file it cannot recover stays premise.
func TestGeneralise1536OutputFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pdftotext", "exec", 2, "2", "exit status 2: I/O Error: Couldn't open text file 'out/report.txt'", premise},
		{"gs", "exec", 0, "", "GPL Ghostscript 10.00.0: **** Could not open the file 'renders/p1.png'.", premise},
		{"qpdf warnings", "exec", 3, "3", "exit status 3: WARNING: in.pdf (object 5 0, offset 300): expected endobj\nqpdf: operation succeeded with warnings", ambiguous},
		{"near miss: qpdf unrecoverable", "exec", 2, "2", "exit status 2: WARNING: x.pdf: file is damaged\nqpdf: x.pdf: unable to find trailer dictionary while recovering damaged file", premise},
	})
}
