package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at a62c1b77: 29/34 overall, 12/17 tricky.
// Tolerated: i1798-rename-file-onto-dir: premise vs invalid (ruling): EEXIST from a rename reads premise (taxonomy.md "EEXIST from a rename"); Go's os.Rename answers EEXIST for a file moved onto a directory, rename(2)'s EISDIR, which the text cannot tell from a directory moved onto one.
func TestIndependentCases1798(t *testing.T) {
	runIndependent(t, "testdata/independent1798.jsonl", true, "i1798-rename-file-onto-dir")
}

// TestGeneralise1798ArchiveWriterMisuse: Go's archive writers refusing the
// caller's sequence of calls (archive/tar "missed writing N bytes", "write
// after close", "write too long"; archive/zip "write to closed file"):
// invalid, captured live on Go 1.26.8. Near misses: the readers' verdicts on
// the bytes ("archive/tar: invalid tar header", "zip: checksum error") stay
// premise, the extraction boundary ("insecure file path") denied.
func TestGeneralise1798ArchiveWriterMisuse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tar missed writing", "go", 0, "", "archive/tar: missed writing 95 bytes", rung.KindInvalid},
		{"tar missed writing wrapped", "", 0, "", "close backup.tar: archive/tar: missed writing 4096 bytes", rung.KindInvalid},
		{"tar write after close", "go", 0, "", "archive/tar: write after close", rung.KindInvalid},
		{"tar write too long", "go", 0, "", "archive/tar: write too long", rung.KindInvalid},
		{"zip write to closed file", "go", 0, "", "zip: write to closed file", rung.KindInvalid},
		{"near: tar header", "go", 0, "", "archive/tar: invalid tar header", rung.KindPremise},
		{"near: zip checksum", "go", 0, "", "zip: checksum error", rung.KindPremise},
		{"near: tar insecure", "go", 0, "", "archive/tar: insecure file path", rung.KindDenied},
	})
}

// TestGeneralise1798LZWDecode: compress/lzw's decoder verdict on bytes that
// are no LZW stream of that order and width, "lzw: invalid code": premise,
// as flate's "corrupt input" (captured live, Go 1.26.8). Near misses: the
// encoder's "lzw: input byte too large for the litWidth" and the call's
// "lzw: unsupported litWidth" stay invalid; a bare flate "corrupt input"
// keeps the decoded-answer reading (ambiguous, goerr.go bareDecompressFault:
// HTTP never carries LZW), bzip2's bad magic premise.
func TestGeneralise1798LZWDecode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lzw invalid code", "go", 0, "", "lzw: invalid code", rung.KindPremise},
		{"lzw invalid code wrapped", "", 0, "", "decode legacy.Z: lzw: invalid code", rung.KindPremise},
		{"near: lzw writer byte", "go", 0, "", "lzw: input byte too large for the litWidth", rung.KindInvalid},
		{"near: lzw litWidth", "go", 0, "", "lzw: unsupported litWidth", rung.KindInvalid},
		{"near: bare flate corrupt", "go", 0, "", "flate: corrupt input before offset 1", rung.KindAmbiguous},
		{"near: bzip2 magic", "go", 0, "", "bzip2 data invalid: bad magic value", rung.KindPremise},
	})
}

// TestGeneralise1798ZipDuplicateEntries: archive/zip as an fs.FS meeting
// one name twice (reader.go fileListEntry.stat "X: duplicate entries in zip
// file"): the archive opened and the name matches several entries,
// ambiguous (captured live, Go 1.26.8, fs.ReadDir). Near misses: a
// duplicate migration file stays invalid, a duplicate key conflict, a zip
// that is not one premise.
func TestGeneralise1798ZipDuplicateEntries(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zip dup readdir", "go", 0, "", "export/report.csv: duplicate entries in zip file", rung.KindAmbiguous},
		{"zip dup stat", "go", 0, "", "stat docs/index.html: docs/index.html: duplicate entries in zip file", rung.KindAmbiguous},
		{"near: migrate duplicate", "go", 0, "", "duplicate migration file: 5_add_users.up.sql", rung.KindInvalid},
		{"near: not a zip", "go", 0, "", "zip: not a valid zip file", rung.KindPremise},
		{"near: pg duplicate key", "postgres", 0, "23505", "ERROR: duplicate key value violates unique constraint \"users_email_key\" (SQLSTATE 23505)", rung.KindConflict},
	})
}

// TestGeneralise1798CallerBuffer: io's and bufio's sentinels for a buffer or
// count the caller chose (io.ErrShortBuffer "short buffer" from
// io.ReadAtLeast, captured live; bufio.ErrBufferFull, ErrNegativeCount,
// bufio.Scanner's ErrTooLong): invalid. Near misses: io.ErrShortWrite
// "short write" and io.ErrNoProgress, a broken Writer or Reader below the
// call, keep unknown; a queue's "buffer full" under another prefix is not
// read here.
func TestGeneralise1798CallerBuffer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"short buffer", "go", 0, "", "short buffer", rung.KindInvalid},
		// Wrapped, it may be a decoder's truncated data, not the call's
		// buffer (the review after set 1813): read only bare.
		{"near miss: short buffer wrapped", "", 0, "", "read header of /srv/data/blob.bin: short buffer", rung.KindUnknown},
		{"bufio buffer full", "go", 0, "", "bufio: buffer full", rung.KindInvalid},
		{"bufio negative count", "go", 0, "", "bufio: negative count", rung.KindInvalid},
		{"scanner token too long", "go", 0, "", "bufio.Scanner: token too long", rung.KindInvalid},
		{"near: short write", "go", 0, "", "short write", rung.KindUnknown},
		{"near: no progress", "go", 0, "", "multiple Read calls return no data or error", rung.KindUnknown},
	})
}
