package classify

import "strings"

// A parser that refuses the bytes of a file the tool was pointed at has
// found the file's content wrong, not the call: the agent passed a path,
// and the bytes behind it (an editor's byte-order mark, comments in a
// settings.json, a state file left empty, a CSV row short of a field, a
// UTF-16 export read as UTF-8) are the world's. Every retry reads the same
// bytes and no argument repairs them: premise, the file must change or the
// plan must read it another way (set 56). Without a file named before the
// parser's words, the bytes may be the call's own (a request body, a
// tool's arguments) and the other readings stay: Go's "invalid character"
// invalid, a server's 500 over a POST body invalid (requestsyntax.go).

// csvRowWords are CSV readers' refusals of a record's shape: a row with
// another number of fields, a quote where the format allows none, a field
// past the reader's limit. They are about rows of data, never about the
// call that asked for them, so they keep a reading with no file named
// (csvRowsUnusable).
var csvRowWords = newMatcher([]pattern{
	// Go encoding/csv (reader.go): ErrFieldCount "wrong number of fields",
	// ErrBareQuote `bare " in non-quoted-field`, ErrQuote `extraneous or
	// missing " in quoted-field`, and Go before 1.17's `extraneous " in
	// field`.
	{text: "wrong number of fields", kind: premise, reason: "encoding/csv ErrFieldCount"},
	{text: `bare " in non-quoted-field`, kind: premise, reason: "encoding/csv ErrBareQuote"},
	{text: `extraneous or missing " in quoted-field`, kind: premise, reason: "encoding/csv ErrQuote"},
	{text: `extraneous " in field`, kind: premise, reason: "encoding/csv ErrQuote (Go before 1.17)"},
	// Python's csv module (Modules/_csv.c): "field larger than field limit
	// (131072)", "new-line character seen in unquoted field", "line
	// contains NUL"; pandas' C tokenizer "Error tokenizing data. C error:
	// Expected 3 fields in line 5, saw 4".
	{text: "field larger than field limit", kind: premise, reason: "Python csv: a field longer than the limit"},
	{text: "line contains nul", kind: premise, reason: "Python csv: a NUL byte in the file"},
	{text: "error tokenizing data", kind: premise, reason: "pandas: a row with another number of fields"},
	// Node csv-parse (CsvError codes CSV_RECORD_INCONSISTENT_FIELDS_LENGTH,
	// CSV_INVALID_CLOSING_QUOTE): "Invalid Record Length: expect 3, got 2
	// on line 3", "Invalid Closing Quote: got \"x\" at line 2 instead of
	// delimiter"; Rust csv (error.rs UnequalLengths): "found record with 2
	// fields, but the previous record has 3 fields".
	{text: "invalid record length: expect", kind: premise, reason: "csv-parse: a row with another number of fields"},
	{text: "invalid closing quote: got", kind: premise, reason: "csv-parse: a quote inside an unquoted field"},
	{text: "but the previous record has", kind: premise, reason: "Rust csv: a row with another number of fields"},
})

// dataParseWords are the other parsers' refusals of a data file's bytes
// besides JSON's (jsonparse.go), each with its source: read only where the
// file is named, since without it the bytes may be the call's own.
var dataParseWords = newMatcher([]pattern{
	// Python's csv module's "new-line character seen in unquoted field"
	// asks the caller to open the file with newline='' (Modules/_csv.c):
	// with no file named it may be the call's to mend.
	{text: "new-line character seen in unquoted field", kind: premise, reason: "Python csv: a bare carriage return in a field"},
	// A text decoder refusing the file's encoding: Python's
	// UnicodeDecodeError ("'utf-8' codec can't decode byte 0xff in
	// position 0: invalid start byte"), Rust's io::Error from
	// read_to_string ("stream did not contain valid UTF-8"), Java's
	// java.nio.charset.MalformedInputException, Node's TextDecoder with
	// fatal set (ERR_ENCODING_INVALID_ENCODED_DATA "The encoded data was
	// not valid for encoding utf-8").
	{text: "codec can't decode byte", kind: premise, reason: "the file is not in the encoding read (UnicodeDecodeError)"},
	{text: "stream did not contain valid utf-8", kind: premise, reason: "the file is not UTF-8 (Rust)"},
	{text: "malformedinputexception", kind: premise, reason: "the file is not in the charset read (Java)"},
	{text: "the encoded data was not valid for encoding", kind: premise, reason: "the file is not in the encoding read (Node TextDecoder)"},
	// Go encoding/xml's SyntaxError ("XML syntax error on line 7: element
	// <item> closed by </channel>") after a named .xml file: the saved
	// document is not well formed (set 1173). Under a 2xx answer the
	// same words keep the answer's reading (undecodable.go xmlAnswerWords).
	{text: "xml syntax error on line", kind: premise, reason: "encoding/xml: the document is not well formed"},
	// strconv's NumError over a value the tool took from the named file
	// ("parse stock.csv: line 3, column qty: strconv.Atoi: parsing \"3
	// units\": invalid syntax", "... strconv.ParseInt: parsing ...: value
	// out of range"): the file's column does not hold the numbers the
	// plan read it for (set 1173). The same words after an argument keep
	// the argument's reading (invalid).
	{text: "strconv.atoi: parsing", kind: premise, reason: "strconv: a field of the file is not a number"},
	{text: "strconv.parseint: parsing", kind: premise, reason: "strconv: a field of the file is not an integer that fits"},
	{text: "strconv.parseuint: parsing", kind: premise, reason: "strconv: a field of the file is not an unsigned integer that fits"},
	{text: "strconv.parsefloat: parsing", kind: premise, reason: "strconv: a field of the file is not a number"},
	{text: "strconv.parsebool: parsing", kind: premise, reason: "strconv: a field of the file is not a boolean"},
	// time.Parse's ParseError over a value the tool took from the named
	// file ("invoices.csv line 2: column issued: parsing time
	// \"05/12/2026\" as \"2006-01-02\": cannot parse ..."): the file's
	// dates are in another layout than the plan read them with (set
	// 1278), as strconv's above. After an argument it stays invalid.
	{text: "parsing time \"", kind: premise, reason: "time.Parse: a date of the file is not in the layout read"},
	// gojsonschema's "Invalid type. Expected: number, given: string" over
	// a named data file ("validate orders.json: 0.total: Invalid type.
	// ..."): the records on disk break the schema the plan read them by
	// (set 1278). A decoder's type refusal of a named plan or config file
	// ("load plan steps.json: json: cannot unmarshal ...") stays invalid
	// (set 51): the agent may have written that file.
	{text: "invalid type. expected:", kind: premise, reason: "gojsonschema: a value of the file breaks its schema"},
	// go-yaml's (v2, v3, and sigs.k8s.io/yaml's "error converting YAML to
	// JSON: ...") scanner and parser errors, all "yaml: line N: <problem>"
	// (yaml.v3 yamlh.go, decode.go fail), and BurntSushi/toml's ParseError
	// "toml: line N ...": the saved document is not well formed (set
	// 1482, captured live with yaml.v3 v3.0.1 over a named
	// pipeline.yaml). Type refusals ("yaml: unmarshal errors:\n  line 1:
	// cannot unmarshal ...") keep set 51's invalid: the agent may have
	// written a plan or config with a wrong type.
	{text: "yaml: line ", kind: premise, reason: "go-yaml: the YAML document is not well formed"},
	{text: "toml: line ", kind: premise, reason: "toml: the TOML document is not well formed"},
	// encoding/base64's CorruptInputError ("illegal base64 data at input
	// byte N") and encoding/hex's ErrLength and InvalidByteError over a
	// value the tool read from a named file or the environment ("decode
	// signing secret from env WEBHOOK_SECRET: illegal base64 data ...",
	// set 1482): the stored key or secret is not in the encoding the plan
	// read it in. Without a source named the value may be the call's own
	// and stays invalid (goerr.go, ownrequest.go).
	{text: "illegal base64 data at input byte", kind: premise, reason: "encoding/base64: the stored value is not base64"},
	{text: "encoding/hex: odd length hex string", kind: premise, reason: "encoding/hex: the stored value is not hex"},
	{text: "encoding/hex: invalid byte", kind: premise, reason: "encoding/hex: the stored value is not hex"},
})

// dataExts are the extensions of files an agent reads as data. A
// program's own source (.py, .js, .go) is left out: a traceback names it
// as the place of the fault, not as the bytes that were parsed.
var dataExts = [...]string{
	".json", ".jsonl", ".ndjson", ".geojson", ".json5", ".jsonc",
	".csv", ".tsv", ".psv", ".txt", ".dat", ".log",
	".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".xml", ".md",
}

// fileDataFault reads a parser's refusal of the bytes of a file the text
// names before the parser's words.
func fileDataFault(t string) (Result, bool) {
	if yamlMarkNamesFile(t) {
		return verdict(premise, "a YAML parser's error marked in a data file the tool read (PyYAML MarkedYAMLError): the file's content is wrong, not the call; every retry reads the same bytes")
	}
	i, why := -1, ""
	if j, ok := csvRowWords.find(t); ok {
		p := csvRowWords.pats[j]
		i, why = indexFold(t, p.text), p.reason
		if i >= 0 && !namesStoredFile(t[:i]) {
			return csvRowsUnusable(why)
		}
	} else if j, ok := dataParseWords.find(t); ok {
		p := dataParseWords.pats[j]
		i, why = indexFold(t, p.text), p.reason
	} else if isJSONParseError(t) {
		for _, w := range jsonParseWords {
			if k := indexFold(t, w); k >= 0 && (i < 0 || k < i) {
				i = k
			}
		}
		why = "a JSON parser's syntax error"
	}
	if i <= 0 || !namesStoredFile(t[:i]) && !jsonLoadFrame(t[:i]) && !envValueRefused(t[:i], t[i:]) || namesCallArgument(t[:i]) {
		return Result{}, false
	}
	return verdict(premise, why+" in a file the tool read: the file's content is wrong, not the call; every retry reads the same bytes")
}

// yamlMarkNamesFile reports PyYAML's MarkedYAMLError (ScannerError,
// ParserError, ComposerError, ConstructorError), which names the place
// of the fault after its problem, as `in "<name>", line N, column M`
// (pyyaml lib/yaml/error.py Mark.__str__), where <name> is a data file
// the tool read (set 1322: python-yq's "yq: Error running jq:
// ScannerError: mapping values are not allowed in this context\n  in
// "/srv/w.yaml", line 3, column 6."). The file is named after the words,
// so the named-file reading above does not see it. A string the call
// handed the parser is marked `in "<unicode string>"` and keeps its
// reading.
func yamlMarkNamesFile(t string) bool {
	if !hasAny(t, "scannererror", "parsererror", "composererror", "constructorerror") {
		return false
	}
	k := strings.LastIndex(t, "in \"")
	if k < 0 {
		return false
	}
	rest := t[k+len("in \""):]
	q := strings.IndexByte(rest, '"')
	if q <= 0 || !strings.HasPrefix(rest[q:], "\", line ") {
		return false
	}
	return namesDataFile(rest[:q+1])
}

// csvRowsUnusable reads a CSV reader's refusal of a record with no file
// named before it (Go's bare "record on line 2: wrong number of fields",
// pandas' "Error tokenizing data", csv-parse's "Invalid Record Length",
// Rust csv's "but the previous record has"): the rows came back from
// wherever the tool fetched or read them and cannot be used as a table.
// With no file named, the CSV is most often the text the call handed
// the parser (a tool's csv argument, a body the agent built): invalid, as
// sets 295, 372, 512, 528, 577 and 894 read it blind against 97 and 110,
// which read it as rows the tool fetched (ambiguous). A named file stays
// premise above (set 56); a server's 4xx over an uploaded CSV is read by
// its status first (set 110).
func csvRowsUnusable(why string) (Result, bool) {
	return verdict(invalid, why+" with no file named: the CSV text the call handed over is malformed: fix its rows or quoting")
}

// jsonLoadFrame reports a Python traceback that passes through the json
// module's load (json/__init__.py "in load"): json.load "Deserialize fp (a
// .read()-supporting text file or binary file containing a JSON document)"
// (docs.python.org/3/library/json.html), so the bytes it refused are those
// of a file the program opened, named or not, not the call's own text
// (set 1164, captured live). A traceback through loads alone (json.loads
// of a string the call may have handed over) keeps its reading.
func jsonLoadFrame(s string) bool {
	for _, mod := range [...]string{"json/__init__.py\", line ", "json\\__init__.py\", line "} {
		for i := range foldMatches(s, mod) {
			line := s[i:]
			if j := strings.IndexByte(line, '\n'); j >= 0 {
				line = line[:j]
			}
			if strings.HasSuffix(strings.TrimRight(line, " \r"), ", in load") {
				return true
			}
		}
	}
	return false
}

// namesDataFile reports whether s names a file with a data extension: a
// word ending in one, not part of a URL (a server's answer is read by its
// status and body).
func namesDataFile(s string) bool { return namesFileWith(s, dataExts[:]) }

// namesStoredFile reports whether s, the text before a parser's words,
// names stored bytes the tool read rather than the call's own text: a
// data file (namesDataFile) or an object in an object store named by its
// URI (objectStoreFile: "read export s3://bucket/2026-12/orders.csv: ..."
// is a stored file, not a server's answer; set 1482).
func namesStoredFile(s string) bool {
	return namesDataFile(s) || objectStoreFile(s)
}

// envValueWords are the decoders of one value (base64, hex, strconv,
// time.Parse), whose input an environment variable can hold itself.
var envValueWords = [...]string{"illegal base64 data", "encoding/hex:", "strconv.", "parsing time \""}

// envValueRefused reports a value decoder's refusal (rest) after a prefix
// that says the value came from an environment variable ("decode signing
// secret from env WEBHOOK_SECRET: illegal base64 data ..."): the
// deployment's configured value is wrong, premise, as set 1416's unset
// variable (set 1482). A document parser's words (JSON, CSV, YAML) after
// a variable that names a file path keep their reading: set 1426 reads
// GOOGLE_APPLICATION_CREDENTIALS's cut JSON file invalid.
func envValueRefused(prefix, rest string) bool {
	if !hasAny(prefix, "from env ", "environment variable", "env var ") {
		return false
	}
	return hasAny(rest, envValueWords[:]...)
}

// objectStoreSchemes are the URI schemes of object stores and distributed
// file systems: what they name is a stored object read as a file (S3,
// Google Cloud Storage, Azure Blob/ADLS, HDFS, a local file URI), never
// an HTTP exchange whose status and body decide.
var objectStoreSchemes = [...]string{"s3://", "s3a://", "gs://", "gcs://", "az://", "abfs://", "abfss://", "wasbs://", "hdfs://", "file://"}

// objectStoreFile reports whether s names an object-store URI whose last
// path segment ends in a data extension (set 1482).
func objectStoreFile(s string) bool {
	for _, sch := range objectStoreSchemes {
		for i := range foldMatches(s, sch) {
			if i > 0 && !fileNameStart(s[i-1]) {
				continue // "https3://", a longer scheme
			}
			end := i + len(sch)
			for end < len(s) && !fileNameEnd(s[end]) {
				end++
			}
			for _, ext := range dataExts {
				if n := len(ext); end-i > len(sch)+n && strings.EqualFold(s[end-n:end], ext) {
					return true
				}
			}
		}
	}
	return false
}

// namesFileWith reports whether s names a file whose name ends in one of
// exts (lower-case), not part of a URL.
func namesFileWith(s string, exts []string) bool {
	for _, ext := range exts {
		for off := 0; off < len(s); {
			k := indexFold(s[off:], ext)
			if k < 0 {
				break
			}
			k += off
			off = k + 1
			end := k + len(ext)
			if end < len(s) && !fileNameEnd(s[end]) {
				continue // ".json.tool", ".csvx": not the extension
			}
			start := k
			for start > 0 && !fileNameStart(s[start-1]) {
				start--
			}
			if start == k {
				continue // a bare extension is no file's name
			}
			if word := s[start:end]; strings.Contains(word, "://") {
				continue
			}
			return true
		}
	}
	return false
}

func fileNameEnd(b byte) bool {
	switch b {
	case ' ', ':', '"', '\'', ')', ']', ',', ';', '\\', '\n', '\t', '`':
		return true
	}
	return false
}

func fileNameStart(b byte) bool {
	switch b {
	case ' ', '"', '\'', '(', '[', '=', ',', '\\', '\n', '\t', '`', '<', '@':
		return true
	}
	return false
}

// namesCallArgument reports whether s, the text before a parser's words,
// says the refused bytes were an argument of the call ("top_rows: argument
// n: strconv.Atoi ...", "make_thumbnail: argument image_base64 ...",
// "invalid arguments: ..."): the call's own value, which a repair
// changes, even where a data file is named beside it.
func namesCallArgument(s string) bool {
	return hasAny(s, "argument", "invalid params", "tool input")
}

// imageFormatWords are Go's image package's verdict on bytes no
// registered decoder recognises (image.ErrFormat, "image: unknown
// format"): the bytes are no PNG, JPEG or GIF the program reads.
var imageFormatWords = []string{"image: unknown format"}

// imageBytesFault reads image.Decode's ErrFormat by whose bytes it
// refused (set 1173). After the call's own argument ("make_thumbnail:
// argument image_base64 decoded to 16 bytes: image: unknown format") the
// model handed over something else than an image: invalid, repair the
// argument. Otherwise the bytes are a file or a download the tool read
// ("decode /data/avatar.png: image: unknown format", a WebP named .png):
// not the image the plan believed, and every retry reads them again:
// premise, as the archive readers' "zip: not a valid zip file"
// (toolwords.go archiveWords).
func imageBytesFault(t string) (Result, bool) {
	i := -1
	for _, w := range imageFormatWords {
		if k := indexFold(t, w); k >= 0 {
			i = k
			break
		}
	}
	if i < 0 {
		return Result{}, false
	}
	if namesCallArgument(t[:i]) {
		return verdict(invalid, "image.Decode refused the call's own argument: it is not an image the tool decodes; repair the argument")
	}
	return verdict(premise, "image.Decode refused the bytes the tool read (image.ErrFormat): the file is not an image in a format it decodes; every retry reads the same bytes")
}

// answerValueWords are Go parsers' refusals of one value: strconv's
// NumError, mime.ParseMediaType's errors, time.Parse's ParseError.
var answerValueWords = [...]string{"strconv.atoi: parsing", "strconv.parseint: parsing", "strconv.parseuint: parsing", "strconv.parsefloat: parsing", "strconv.parsebool: parsing", "mime: ", "parsing time \""}

// answerValueFault reads one of those refusals after a caller's prefix
// that names what came back: a response, a reply, a result, or a header
// the client read ("parse X-RateLimit-Remaining header: strconv.Atoi:
// parsing \"\": invalid syntax", "response from https://x/notify:
// Content-Type: mime: no media type"). The call ran and the server's
// answer carries a value the client cannot read: ambiguous, as set 97's
// undecodable answer and set 436's cut one; no argument repairs it (set
// 1482, captured live with Go 1.26.8). A header's name is no rate limit
// ("X-RateLimit-Remaining"). A prefix on the call's own side (arguments,
// request, payload, params, input) keeps the other rules' reading, and a
// named file is read above as premise (fileDataFault).
func answerValueFault(t string) (Result, bool) {
	i := -1
	for _, w := range answerValueWords {
		if k := indexFold(t, w); k > 0 && (i < 0 || k < i) {
			i = k
		}
	}
	if i <= 0 {
		return Result{}, false
	}
	prefix := t[:i] // hasAny and answerNoun fold case themselves
	if strings.ContainsAny(prefix, "\n{\"") {
		return Result{}, false
	}
	if !answerNoun(prefix) {
		return Result{}, false
	}
	if hasAny(prefix, "argument", "request", "payload", "param", "input", "error response", "flag", "config") {
		return Result{}, false
	}
	return verdict(ambiguous, "a value in the answer the call received (a response body or header) that a Go parser refused: the call ran and its answer is unusable as it stands")
}

// answerNoun reports a word of prefix that names what came back: a
// response, reply, answer, result or header, as a word of its own, not a
// part of a parameter's name ("max_results", "reply-to"), which is the
// call's own side (set 1466's "parse max_results: strconv.Atoi ...").
func answerNoun(prefix string) bool {
	for _, w := range [...]string{"response", "responses", "reply", "answer", "result", "results", "header", "headers"} {
		for i := range foldMatches(prefix, w) {
			end := i + len(w)
			if (i == 0 || !identByte(prefix[i-1])) && (end >= len(prefix) || !identByte(prefix[end])) {
				return true
			}
		}
	}
	return false
}

// identByte reports a byte that joins words into one name.
func identByte(b byte) bool { return isAlnum(b) || b == '_' || b == '-' }

// redisReplyValue reads a Go value parser's refusal that stands alone
// under protocol redis (set 1500, captured live with go-redis v9.23.0):
// go-redis's StringCmd.Int, Int64, Uint64, Float32, Float64, Bool and Time
// run strconv or time.Parse over the reply's value and return the parser's
// error bare ("strconv.Atoi: parsing \"hello\": invalid syntax"). Under
// that protocol the refused value is the server's reply, not the call's
// argument: the command ran and its answer is unusable as the caller
// wanted it, ambiguous, as answerValueFault reads a named answer. A
// prefix (a named file, an argument) keeps the other readings, and the
// same bare words under another protocol keep theirs.
func redisReplyValue(c *ctx) (Result, bool) {
	if c.proto != "redis" {
		return Result{}, false
	}
	t := strings.TrimSpace(c.text)
	for _, w := range answerValueWords {
		if w == "mime: " {
			continue
		}
		if hasPrefixFold(t, w) {
			return verdict(ambiguous, "go-redis could not convert the reply's value (Int, Float64, Bool, Time on a StringCmd): the command ran and its answer is not what the caller can read")
		}
	}
	return Result{}, false
}
