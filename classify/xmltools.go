package classify

// xmlToolWords: the libxml2 and libxslt toolchain's verdicts as an agent's
// exec or script tool meets them (set 1317, captured live: xmllint and
// xsltproc from libxml2 2.9.14 / libxslt 1.1.35, lxml 4.9.2, the same
// library's words through each). The words are the library's own, so they
// read alike whichever program prints them.
//
// A path libxml2 cannot open ("failed to load external entity \"<path>\"",
// xmlschemas' "Failed to locate the main schema resource") is a document,
// schema or stylesheet that is not there: premise. A network load refused
// by --nonet / no_network ("Attempt to load network entity") and libxslt's
// security preferences (--nowrite, xsltSetSecurityPrefs: "write rights for
// X denied") are the tool's boundary: denied. A schema or stylesheet that
// does not compile, or fails at run time on a name it never declares, a
// function XPath 1.0 lacks or a template that calls itself without end, is
// the program the agent wrote: invalid. libxslt's "only 1.1 features are
// supported" is an XSLT 2.0 stylesheet on a 1.0 processor: the host lacks
// the processor it needs (premise), and is read before the compile words
// that follow it. A validator's verdict (XSD, RelaxNG, DTD) is the answer
// to the call's own question about the document it was handed: invalid,
// repair the document, as "This element is not expected" already read. A
// parser limit the call lifts with an option ("huge text node": --huge,
// huge_tree) is invalid. "XPath set is empty" is a query that ran and
// selected nothing: ambiguous. libxml2's "I/O error : <strerror>" is not an
// empty path (set 53's "remove : no such file"): its strerror is about a
// path it printed elsewhere or not at all, so ENOENT is premise and EACCES
// denied. Entities that refer to each other are the document's fault:
// invalid.
var xmlToolWords = []pattern{
	// libxml2's nanohttp could not connect (set 1646, live xmllint 2.9.14
	// against a closed port): its "error : Operation in progress" comes
	// before the "failed to load external entity" line, which alone (an
	// HTTP 404, a missing path) stays premise. No server answered: transient.
	{text: "error : operation in progress", kind: transient, reason: "libxml2 nanohttp: the connection to the document's server could not be made: try again later"},
	{text: "attempt to load network entity", kind: denied, reason: "libxml2: a network load refused by --nonet / no_network: the tool may not fetch it"},
	{text: "write rights for ", kind: denied, reason: "libxslt: the security preferences (--nowrite) refuse the write"},
	{text: "read rights for ", kind: denied, reason: "libxslt: the security preferences refuse the read"},
	{text: "only 1.1 features are supported", kind: premise, reason: "libxslt: an XSLT 2.0 stylesheet on a 1.0 processor: the host lacks a 2.0 processor"},
	{text: "failed to locate the main schema resource", kind: premise, reason: "libxml2: the schema file is not there"},
	{text: "failed to load external entity \"", kind: premise, reason: "libxml2: the document, schema or stylesheet path cannot be opened: it is not there"},
	{text: "i/o error : no such file or directory", kind: premise, reason: "libxml2: a path it reads or writes (a document, an --output directory) is not there"},
	{text: "i/o error : permission denied", kind: denied, reason: "libxml2: the file may not be read or written"},
	{text: "detected an entity reference loop", kind: invalid, reason: "libxml2: the document's DTD declares entities that refer to each other: repair the document"},
	{text: "schemas validity error :", kind: invalid, reason: "libxml2: the document breaks the XML Schema it was validated against: repair the document"},
	{text: "relax-ng validity error :", kind: invalid, reason: "libxml2: the document breaks the RelaxNG schema: repair the document"},
	{text: "content does not follow the dtd", kind: invalid, reason: "libxml2: the document breaks the DTD's content model: repair the document"},
	{text: "schemas parser error :", kind: invalid, reason: "libxml2: the XML Schema does not compile: fix the schema"},
	{text: "relax-ng parser error :", kind: invalid, reason: "libxml2: the RelaxNG schema does not compile: fix the schema"},
	{text: "compilation error: file ", kind: invalid, reason: "libxslt: the stylesheet does not compile: fix it"},
	{text: "xsltparseerror:", kind: invalid, reason: "lxml: the stylesheet does not compile: fix it"},
	{text: "xpath error : undefined variable", kind: invalid, reason: "libxslt: the stylesheet uses a variable it never declares: fix it or pass the parameter"},
	{text: "xpath error : unregistered function", kind: invalid, reason: "libxslt: the expression calls a function XPath 1.0 / the processor lacks: rewrite it"},
	{text: "a potential infinite template recursion was detected", kind: invalid, reason: "libxslt: a template calls itself without end: fix the stylesheet"},
	{text: "xmlsax2characters: huge text node", kind: invalid, reason: "libxml2: a text node over the parser's limit: pass --huge / huge_tree"},
	// An XPath expression whose prefix the call never bound (set 1735,
	// live: xmllint --xpath "XPath error : Undefined namespace prefix",
	// xmlstarlet sel/ed "Undefined namespace prefix: //a:entry", lxml's
	// XPathEvalError): the expression is the call's own argument and a
	// namespace binding (-N a=..., namespaces=) repairs it. Invalid.
	{text: "undefined namespace prefix", kind: invalid, reason: "libxml2 XPath: the expression uses a namespace prefix the call never bound: bind it (-N, namespaces=) or use local-name()"},
	// xmllint's --maxmem cap (set 1735, live xmllint 2.9.14: "Ran out of
	// memory needs > 2000 bytes" before the parser's "Memory allocation
	// failed"): the limit is the call's own argument, not the host's
	// memory; raise or drop it. A bare "Memory allocation failed" keeps
	// its reading.
	{text: "ran out of memory needs > ", kind: invalid, reason: "xmllint --maxmem: the call's own memory cap is below what the document needs: raise it"},
	{text: "xpath set is empty", kind: ambiguous, reason: "xmllint --xpath: the query ran and selected nothing"},
	// libxml2's well-formedness refusal, "<file>:<line>: parser error :
	// Opening and ending tag mismatch ...", "Entity 'nbsp' not defined",
	// "Premature end of data": xmllint and xsltproc are checkers the agent
	// hands a document to, usually one it wrote, and the document must be
	// repaired, as the validity errors above (the lead after set 1646:
	// blind labels invalid 7, premise 1; sets 1317, 1646). Read last, so a
	// missing schema or an entity loop keeps its row.
	{text: ": parser error : ", kind: invalid, reason: "libxml2: the document is not well-formed XML: repair it"},
}
