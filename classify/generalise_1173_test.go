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

// TestGeneralise1173FileFieldWords: a named data file whose XML is not
// well formed, or whose column holds what strconv cannot read as a number
// (set 56's reading of a file's bytes): premise, the file is not what the
// plan read it for. The same words after an argument of the call, or with
// no file named, keep invalid.
func TestGeneralise1173FileFieldWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Go encoding/xml on a saved feed", protocol: "go", msg: "parse feed-w1173.xml: XML syntax error on line 7: element <item> closed by </channel>", want: rung.KindPremise},
		{name: "Go encoding/xml, path", protocol: "go", msg: "read /srv/w1173/sitemap.xml: XML syntax error on line 1: unexpected EOF", want: rung.KindPremise},
		{name: "strconv.Atoi on a CSV column", protocol: "go", msg: "parse stock-w1173.csv: line 3, column qty: strconv.Atoi: parsing \"3 units\": invalid syntax", want: rung.KindPremise},
		{name: "strconv.ParseInt out of range in a CSV", protocol: "go", msg: "parse ledger-w1173.csv: line 2, column balance_cents: strconv.ParseInt: parsing \"92233720368547758070\": value out of range", want: rung.KindPremise},
		{name: "strconv.ParseFloat in a TSV", msg: "load prices-w1173.tsv: row 14: strconv.ParseFloat: parsing \"12,50\": invalid syntax", want: rung.KindPremise},
		// Near misses: the call's own argument, and no file named.
		{name: "near miss: argument n", protocol: "go", msg: "top_rows: argument n: strconv.Atoi: parsing \"ten\": invalid syntax", want: rung.KindInvalid},
		{name: "near miss: argument with a file named", protocol: "go", msg: "top_rows orders-w1173.csv: argument limit: strconv.Atoi: parsing \"all\": invalid syntax", want: rung.KindInvalid},
		{name: "near miss: bare strconv", protocol: "go", msg: "strconv.ParseInt: parsing \"300\": value out of range", want: rung.KindInvalid},
		{name: "near miss: the model's XML argument", protocol: "go", msg: "submit_order_xml: argument body: XML syntax error on line 1: element <line> closed by </order>", want: rung.KindInvalid},
	})
}

// TestGeneralise1173ImageFormat: Go image.Decode's ErrFormat ("image:
// unknown format"), read by whose bytes it refused: a file or a download
// the tool read is not an image it decodes (premise, as "zip: not a valid
// zip file"); the call's own argument is to repair (invalid).
func TestGeneralise1173ImageFormat(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Go 1.26 image.Decode of a stored file", protocol: "go", msg: "decode /tmp/w1173/live/data/avatar-w1173.png: image: unknown format", want: rung.KindPremise},
		{name: "image.DecodeConfig in a thumbnailer", msg: "thumbnail uploads/w1173/scan-0042.jpg: image: unknown format", want: rung.KindPremise},
		{name: "bare ErrFormat", protocol: "go", msg: "image: unknown format", want: rung.KindPremise},
		{name: "the model's base64 argument", protocol: "go", msg: "make_thumbnail: argument image_base64 decoded to 16 bytes: image: unknown format", want: rung.KindInvalid},
		{name: "invalid arguments", protocol: "go", msg: "resize_image: invalid arguments: field data: image: unknown format", want: rung.KindInvalid},
		// Near misses: a PNG cut short, and an image reference, keep their readings.
		{name: "near miss: a registry image unknown", protocol: "exec", msg: "exit status 1: Error response from daemon: manifest for registry.example.com/w1173/app:v9 not found: manifest unknown: manifest unknown", want: rung.KindPremise},
		{name: "near miss: unsupported image media type code", protocol: "openai", status: 400, code: "unsupported_image_media_type", msg: "Unsupported image media type: image/heic", want: rung.KindInvalid},
	})
}
