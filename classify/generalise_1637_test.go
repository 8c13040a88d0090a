package classify

import "testing"

// First run at dc3dd238: 27/34 overall, 10/16 tricky.
// Tolerated: i1637-tar-file-changed-while-read: ambiguous vs transient (ruling): set 1566 reads GNU tar's exit 1 "file changed as we read it" as an archive written with a member in doubt (toolwords.go archiveWords); the set read the race as a wait (rerun once the writer is done).
// Tolerated: i1637-tar-file-shrank-while-read: ambiguous vs transient (ruling): the same set 1566 row reads "File shrank by N bytes; padding with zeros" ambiguous; the set read it as a wait.
func TestIndependentCases1637(t *testing.T) {
	runIndependent(t, "testdata/independent1637.jsonl", true, "i1637-tar-file-changed-while-read", "i1637-tar-file-shrank-while-read")
}

// TestGeneralise1637TrailingData: a decoder that finished a whole stream
// and ignored bytes after it (gzip 1.12 "decompression OK, trailing garbage
// ignored" exit 2, bzip2 1.0.8 "trailing garbage after EOF ignored", pigz
// "trailing junk was ignored", all live or from their sources) wrote output
// whose completeness cannot be told: ambiguous (toolwords.go archiveWords).
// Near misses: xz's "Unexpected end of input" and zstd's "unsupported
// format" on the same appended bytes keep premise; curl's "had unsupported
// trailing garbage" keeps invalid.
func TestGeneralise1637TrailingData(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gunzip trailing", "exec", 2, "2", "\ngzip: logs.gz: decompression OK, trailing garbage ignored\nexit status 2", ambiguous},
		{"gzip stdin trailing", "exec", 2, "2", "gzip: stdin: decompression OK, trailing garbage ignored\nexit status 2", ambiguous},
		{"bzip2 trailing", "exec", 0, "", "bzip2: dump.bz2: trailing garbage after EOF ignored", ambiguous},
		{"pigz trailing", "exec", 2, "2", "pigz: warning: data.gz: trailing junk was ignored\nexit status 2", ambiguous},
		// Near misses.
		{"xz trailing", "exec", 1, "1", "xz: tg.xz: Unexpected end of input\nexit status 1", premise},
		{"zstd trailing", "exec", 1, "1", "zstd: tg.zst: unsupported format \nexit status 1", premise},
		{"gunzip crc", "exec", 1, "1", "\ngzip: crc.gz: invalid compressed data--crc error\nexit status 1", premise},
		{"curl trailing", "exec", 2, "2", "curl: option --max-time: had unsupported trailing garbage\nexit status 2", invalid},
	})
}

// TestGeneralise1637EmptyArchive: a zip that opens and holds no members
// (UnZip 6.00 "warning [x.zip]:  zipfile is empty" exit 1, zipinfo "Empty
// zipfile." exit 1, live): the call worked and gave nothing, ambiguous
// (toolwords.go archiveWords). Near misses: "End-of-central-directory
// signature not found" (a truncated zip) and "cannot find or open" keep
// premise.
func TestGeneralise1637EmptyArchive(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unzip empty", "exec", 1, "1", "Archive:  empty.zip\nwarning [empty.zip]:  zipfile is empty\nexit status 1", ambiguous},
		{"unzip -l empty", "exec", 1, "1", "warning [/srv/exports/2024-05.zip]:  zipfile is empty\nexit status 1", ambiguous},
		{"zipinfo empty", "exec", 1, "1", "Archive:  empty.zip\nZip file size: 22 bytes, number of entries: 0\nEmpty zipfile.\nexit status 1", ambiguous},
		// Near misses.
		{"unzip eocd", "exec", 9, "9", "Archive:  t.zip\n  End-of-central-directory signature not found.  Either this file is not\n  a zipfile, or it constitutes one disk of a multi-part archive.  In the\n  latter case the central directory and zipfile comment will be found on\n  the last disk(s) of this archive.\nunzip:  cannot find zipfile directory in one of t.zip or\n        t.zip.zip, and cannot find t.zip.ZIP, period.\nexit status 9", premise},
		{"unzip missing", "exec", 9, "9", "unzip:  cannot find or open nosuch.zip, nosuch.zip.zip or nosuch.zip.ZIP.\nexit status 9", premise},
	})
}

// TestGeneralise1637UnzipWildcard: unzip's "caution: filename not matched:"
// for a wildcard (* ? [) that selected no member of an archive that opened
// (UnZip 6.00, exit 11, live): an empty selection, ambiguous, as set 1196's
// psql pattern (childproc.go archiveFault, unzipPatternUnmatched). Near
// misses: an exact member name keeps premise (set 1339), also after a
// wildcard line's neighbour; zip's "name not matched: *.log" with "Nothing
// to do!" keeps premise.
func TestGeneralise1637UnzipWildcard(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unzip star", "exec", 11, "11", "Archive:  good.zip\ncaution: filename not matched:  *.csv\nexit status 11", ambiguous},
		{"unzip question", "exec", 11, "11", "Archive:  logs.zip\ncaution: filename not matched:  app-2024-0?.log\nexit status 11", ambiguous},
		{"unzip bracket", "exec", 11, "11", "caution: filename not matched:  data/[ab]*.json\nexit status 11", ambiguous},
		// Near misses: exact names.
		{"unzip exact", "exec", 11, "11", "Archive:  good.zip\n extracting: u6/src/a.txt            \ncaution: filename not matched:  src/missing.txt\nexit status 11", premise},
		{"unzip exact bare", "exec", 11, "11", "caution: filename not matched:  lib/core.js", premise},
		{"zip nothing glob", "exec", 12, "12", "\tzip warning: name not matched: *.log\n\nzip error: Nothing to do! (../e.zip)\nexit status 12", premise},
	})
}

// TestGeneralise1637SevenZipCommandLine: 7-Zip's exit 7 "Command Line
// Error:" on its own line with the parser's reason under it ("Unknown
// switch:", "Unsupported command:", "Too short switch:", "Cannot find
// archive name"; live 7-Zip 26.02): invalid (childproc.go archiveFault).
// Near misses: poppler's one-line "Command Line Error: Incorrect password"
// keeps denied.
func TestGeneralise1637SevenZipCommandLine(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"7z unknown switch", "exec", 7, "7", "\n\nCommand Line Error:\nUnknown switch:\n-q9\nexit status 7", invalid},
		{"7z unsupported command", "exec", 7, "7", "\n\nCommand Line Error:\nUnsupported command:\nq\nexit status 7", invalid},
		{"7z too short switch", "exec", 7, "7", "Command Line Error:\nToo short switch:\n-ao\nexit status 7", invalid},
		{"7z no archive name", "exec", 7, "7", "Command Line Error:\nCannot find archive name\nexit status 7", invalid},
		// Near miss.
		{"pdftotext password", "exec", 1, "1", "Command Line Error: Incorrect password\nexit status 1", denied},
	})
}

// TestGeneralise1637SevenZipMethod: 7-Zip's "ERROR: Unsupported Method :
// <file>" (live 7-Zip 26.02, an entry whose coder id this build lacks) is
// the archive's, as unzip's "unsupported compression method": premise
// (toolwords.go archiveWords). Near misses: Twirp's `unsupported method
// "GET"` and Python http.server's "Unsupported method ('CONNECT')" keep
// invalid.
func TestGeneralise1637SevenZipMethod(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"7z unsupported method", "exec", 2, "2", "ERROR: Unsupported Method : src/b.txt\n\nSub items Errors: 1\n\nArchives with Errors: 1\nexit status 2", premise},
		{"7z go error", "", 0, "", "7z x backup.7z: exit status 2: ERROR: Unsupported Method : db/dump.sql", premise},
		{"unzip method", "exec", 81, "81", "   skipping: a.bin                   unsupported compression method 99\nexit status 81", premise},
		// Near misses.
		{"twirp go client", "", 0, "", `twirp error bad_route: unsupported method "GET" (only POST is allowed)`, invalid},
		{"python not a proxy", "", 0, "", "<urlopen error Tunnel connection failed: 501 Unsupported method ('CONNECT')>", invalid},
	})
}
