package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9685fea1: 12/36 overall, 4/19 tricky.
// Tolerated: i1317-xsltproc-empty-rows: unknown vs ambiguous: a one-off; the whole text is a well-formed document with an empty root ("<rows/>"), and nothing in it says rows were due.
func TestIndependentCases1317(t *testing.T) {
	runIndependent(t, "testdata/independent1317.jsonl", true, "i1317-xsltproc-empty-rows")
}

// TestGeneralise1317XMLTools holds the libxml2/libxslt toolchain's words set
// 1317 met live (xmltools.go xmlToolWords; callmisuse.go emptyPath for
// libxml2's "I/O error : ..."), each in two or three forms (xmllint,
// xsltproc, lxml), with near misses that keep their old kind.
func TestGeneralise1317XMLTools(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A path libxml2 cannot open: premise.
		{name: "w1317-1", msg: "exit status 1: warning: failed to load external entity \"/srv/docs/feed-w1317.xml\"", want: rung.KindPremise},
		{name: "w1317-2", msg: "exit status 4: warning: failed to load external entity \"/srv/xsl/report.xsl\"\ncannot parse /srv/xsl/report.xsl", want: rung.KindPremise},
		{name: "w1317-3", msg: "OSError: Error reading file '/data/in.xml': failed to load external entity \"/data/in.xml\"", want: rung.KindPremise},
		{name: "w1317-4", msg: "Schemas parser error : Failed to locate the main schema resource at '/srv/xsd/po.xsd'.\nWXS schema /srv/xsd/po.xsd failed to compile", want: rung.KindPremise},
		{name: "w1317-5", msg: "exit status 6: I/O error : No such file or directory", want: rung.KindPremise},
		// A load or write the tool's own policy refuses: denied.
		{name: "w1317-6", msg: "I/O error : Attempt to load network entity http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd", want: rung.KindDenied},
		{name: "w1317-7", msg: "lxml.etree.XMLSyntaxError: I/O error : Attempt to load network entity http://example.org/po.dtd, line 2, column 80", want: rung.KindDenied},
		{name: "w1317-8", msg: "runtime error: file /srv/xsl/split.xsl line 9 element document\nxsltDocumentElem: write rights for /srv/out/part1.xml denied", want: rung.KindDenied},
		{name: "w1317-9", msg: "xsltLoadDocument: read rights for /etc/shadow denied", want: rung.KindDenied},
		// The program the agent wrote (a schema, a stylesheet): invalid.
		{name: "w1317-10", msg: "compilation error: file /srv/xsl/a.xsl line 12 element if\nxsl:if : could not compile test expression 'count(item) >'", want: rung.KindInvalid},
		{name: "w1317-11", msg: "lxml.etree.XSLTParseError: xsl:template: need to specify match or name attribute", want: rung.KindInvalid},
		{name: "w1317-12", msg: "runtime error: file t.xsl line 4 element value-of\nVariable 'rate' has not been declared.\nXPath error : Undefined variable", want: rung.KindInvalid},
		{name: "w1317-13", msg: "xmlXPathCompOpEval: function ends-with not found\nXPath error : Unregistered function", want: rung.KindInvalid},
		{name: "w1317-14", msg: "xsltApplyXSLTTemplate: A potential infinite template recursion was detected.\nYou can adjust xsltMaxDepth (--maxdepth) in order to raise the maximum number of nested template calls", want: rung.KindInvalid},
		{name: "w1317-15", msg: "po.xsd:7: element element: Schemas parser error : element decl. 'po', attribute 'type': The QName value 'POType' does not resolve to a(n) type definition.", want: rung.KindInvalid},
		{name: "w1317-16", msg: "order.rng:3: element ref: Relax-NG parser error : Internal found no define for ref body", want: rung.KindInvalid},
		// A validator's verdict on the document it was handed: invalid.
		{name: "w1317-17", msg: "exit status 3: po.xml:4: element qty: Schemas validity error : Element 'qty': 'x' is not a valid value of the atomic type 'xs:int'.\npo.xml fails to validate", want: rung.KindInvalid},
		{name: "w1317-18", msg: "po.xml:4: element note: Relax-NG validity error : Did not expect element note there", want: rung.KindInvalid},
		{name: "w1317-19", msg: "note.xml:2: element note: validity error : Element note content does not follow the DTD, expecting (to , body), got (body)", want: rung.KindInvalid},
		// Parser limits and self-referring entities: invalid.
		{name: "w1317-20", msg: "big.xml:1: parser error : xmlSAX2Characters: huge text node", want: rung.KindInvalid},
		{name: "w1317-21", msg: "Entity: line 1: parser error : Detected an entity reference loop", want: rung.KindInvalid},
		{name: "w1317-22", msg: "lxml.etree.XMLSyntaxError: Detected an entity reference loop, line 1, column 4", want: rung.KindInvalid},
		// A query that selected nothing: ambiguous.
		{name: "w1317-23", msg: "exit status 10: XPath set is empty", want: rung.KindAmbiguous},
		{name: "w1317-24", msg: "XPath set is empty", want: rung.KindAmbiguous},
		// An XSLT 2.0 stylesheet on a 1.0 processor: premise, before the
		// compile words that follow it.
		{name: "w1317-25", msg: "compilation error: file f.xsl line 2 element stylesheet\nxsl:version: only 1.1 features are supported", want: rung.KindPremise},
		// Near misses that keep their old kind.
		{name: "w1317-n1", msg: "remove : no such file or directory", want: rung.KindInvalid},
		{name: "w1317-n2", msg: "open /srv/docs/feed.xml: no such file or directory", want: rung.KindPremise},
		{name: "w1317-n3", msg: "I/O error : Permission denied", want: rung.KindDenied},
	})
}
