package classify

import "testing"

// First run at e21144f7: 25/34 overall, 9/17 tricky.
func TestIndependentCases1278(t *testing.T) {
	runIndependent(t, "testdata/independent1278.jsonl", false)
}

// TestGeneralise1278HTMLTemplateWrapped holds html/template's escaper
// errors behind a tool's prefix (ErrEndContext, ErrBranchEnd,
// ErrAmbigContext): the template the call handed over is wrong, invalid.
func TestGeneralise1278HTMLTemplateWrapped(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "tool render_page: html/template:page: e", msg: "tool render_page: html/template:page: ends in a non-text context: {stateURL delimDoubleQuote urlPartQueryOrFrag jsCtxRegexp [] attrURL elementNone <nil>}", want: invalid},
		{name: "render_page: html/template:page:1:22: {", msg: "render_page: html/template:page:1:22: {{if}} branches end in different contexts: {stateJS delimNone urlPartNone jsCtxDivOp [] attrNone elementScript <nil>}, {stateJSDqStr delimNone urlPartNone jsCtxRegexp [] attrNone elementScript <nil>}", want: invalid},
		{name: "render email w1278: html/template:mail:", msg: "render email w1278: html/template:mail:3:14: {{.}} appears in an ambiguous context within a URL", want: invalid},
		// near misses: a template file that is not there keeps premise.
		{name: "render email w1278: open templates/mail", msg: "render email w1278: open templates/mail.html: no such file or directory", want: premise},
	})
}
