package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f9b2f1f9: 21/34 overall, 10/19 tricky.
func TestIndependentCases1173(t *testing.T) {
	runIndependent(t, "testdata/independent1173.jsonl", false)
}

// TestGeneralise1173WrappedTemplate: a text/template error behind a
// caller's prefix that itself ends in "template: " (fmt.Errorf("render:
// template: %w", err)), so "template: " comes twice before the template's
// name and line: the template the caller gave is wrong, invalid. Text that
// only says "template:" with no name and line keeps its reading.
func TestGeneralise1173WrappedTemplate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Go 1.26 Parse, func not defined", protocol: "go", msg: "render_report: template: template: w1173-report:1: function \"money\" not defined", want: rung.KindInvalid},
		{name: "Go Execute, missingkey=error", protocol: "go", msg: "render rows: template: template: digest-w1173:3:12: executing \"digest-w1173\" at <.customer_name>: map has no entry for key \"customer_name\"", want: rung.KindInvalid},
		{name: "no protocol, unexpected EOF in action", msg: "build email body: template: template: welcome:4: unexpected EOF", want: rung.KindInvalid},
		// Near miss: the template's file is missing (premise).
		{name: "near miss: template file missing", protocol: "go", msg: "load template: open /srv/w1173/templates/invoice.tmpl: no such file or directory", want: rung.KindPremise},
	})
}
