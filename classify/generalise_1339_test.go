package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f5bef3d4: 21/36 overall, 11/24 tricky.
//
// Tolerated: i1339-go-bzip2-bad-magic: premise vs invalid (set 40/45's archive ruling: "a (de)compression or archive program's verdict on a file's bytes ... \"bzip2 data invalid\" ... premise", and set 742: "an archive program's verdict on the bytes ... stays premise"): the live file was an intact gzip handed to the bzip2 reader, a wrong decompressor (invalid), but the words are the same as for a corrupt .bz2 and nothing in the text tells them apart.
func TestIndependentCases1339(t *testing.T) {
	runIndependent(t, "testdata/independent1339.jsonl", true, "i1339-go-bzip2-bad-magic")
}

// TestGeneralise1339ArchiveTools holds set 1339's archive and compression
// verdicts (toolwords.go archiveWords, childproc.go archiveFault, generic.go
// bad-credential words, uripath.go enoentPath) in their live forms, and near
// misses that keep their old kind.
func TestGeneralise1339ArchiveTools(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zstd CLI window over --memory", "exec", 1, "", "long.zst : Decoding error (36) : Frame requires too much memory for decoding \nlong.zst : Window size larger than maximum : 134217728 > 8388608 \nlong.zst : Use --long=27 or --memory=128MB", rung.KindInvalid},
		{"zstd CLI window, stdin", "exec", 1, "", "zstd: /*stdin*\\: Decoding error (36) : Frame requires too much memory for decoding", rung.KindInvalid},
		{"zstd CLI not zstd", "exec", 1, "", "zstd: release-w1339.tar: unsupported format", rung.KindPremise},
		{"zstd CLI not zstd, path", "exec", 1, "", "zstd: /data/w1339/page.html.zst: unsupported format", rung.KindPremise},
		{"klauspost magic", "go", 0, "", "invalid input: magic number mismatch", rung.KindPremise},
		{"klauspost magic wrapped", "go", 0, "", "decode /data/w1339.tar.zst: invalid input: magic number mismatch", rung.KindPremise},
		{"klauspost crc", "go", 0, "", "CRC check failed", rung.KindPremise},
		{"klauspost crc wrapped", "go", 0, "", "zstd decode backup-w1339.zst: CRC check failed", rung.KindPremise},
		{"gzip already gz", "exec", 0, "", "gzip: g/w1339.tar.gz already has .gz suffix -- unchanged", rung.KindConflict},
		{"bzip2 already bz2", "exec", 1, "", "bzip2: Input file w1339.tar.bz2 already has .bz2 suffix.", rung.KindConflict},
		{"xz already xz", "exec", 1, "", "xz: a.tar.xz: File already has `.xz' suffix, skipping", rung.KindConflict},
		{"gzip unknown suffix", "exec", 2, "", "gzip: g/w1339.tar: unknown suffix -- ignored", rung.KindInvalid},
		{"unzip no password", "exec", 5, "", "   skipping: w1339/f1.txt            unable to get password", rung.KindDenied},
		{"unzip aes", "exec", 81, "", "   skipping: src/w1339/f1.txt        need PK compat. v5.1 (can do v4.6)", rung.KindPremise},
		{"unzip member", "exec", 11, "", "caution: filename not matched:  w1339/f9.txt", rung.KindPremise},
		{"unzip replace prompt", "exec", 1, "", "replace uz/w1339/f1.txt? [y]es, [n]o, [A]ll, [N]one, [r]ename:  NULL\n(EOF or read error, treating as \"[N]one\" ...)", rung.KindConflict},
		{"go tar ustar", "go", 0, "", "archive/tar: cannot encode header: Format specifies USTAR; and USTAR cannot encode Name=\"w1339/a-very-long-name.csv\"", rung.KindInvalid},
		{"go tar pax", "go", 0, "", "archive/tar: cannot encode header: Format specifies PAX; and only PAX can encode records with \"PAXRecords\"", rung.KindInvalid},
		{"tar short write", "exec", 2, "", "tar: w1339/huge.bin: Wrote only 8704 of 10240 bytes\ntar: Exiting with failure status due to previous errors", rung.KindPremise},
		{"tar short write fsize", "exec", 2, "", "tar: w1339/huge.bin: Wrote only 512 of 10240 bytes", rung.KindPremise},
		{"tar mkdir denied", "exec", 2, "", "tar: w1339: Cannot mkdir: Permission denied\ntar: w1339/f1.txt: Cannot open: No such file or directory\ntar: Exiting with failure status due to previous errors", rung.KindDenied},
		{"tar leading slash then ENOENT", "exec", 2, "", "tar: Removing leading `/' from member names\ntar: Removing leading `/' from hard link targets\ntar: /srv/w1339/f9.txt: Cannot stat: No such file or directory\ntar: Exiting with failure status due to previous errors", rung.KindPremise},
		// Near misses keep their readings.
		{"go path with newline", "go", 0, "", "open /tmp/w1339/out.txt\n: no such file or directory", rung.KindInvalid},
		{"python quoted path newline", "", 0, "", "FileNotFoundError: [Errno 2] No such file or directory: '/tmp/w1339/out.txt\\n'", rung.KindInvalid},
		{"unzip wrong password", "exec", 82, "", "   skipping: w1339/f1.txt            incorrect password", rung.KindDenied},
		{"tar not found in archive", "exec", 2, "", "tar: w1339/f9.txt: Not found in archive\ntar: Exiting with failure status due to previous errors", rung.KindPremise},
		{"gzip output exists", "exec", 2, "", "gzip: g/w1339.tar already exists;\tnot overwritten", rung.KindConflict},
	})
}
