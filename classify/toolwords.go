package classify

import "strings"

// The everyday programs an agent's shell and file tools run refuse in
// their own words for reasons the generic table reads the wrong way: a
// version-control command stopped by the state of the working copy reads
// as the call's error, a damaged file as a passing EOF or a bad argument,
// a lockfile or cache the project lacks as "try again". Each list names
// the program and where it says so (set 40, captured live).
var (
	// worktreeWords: a version-control command that refuses because of
	// the state of the repository it runs in (uncommitted or unmerged
	// changes, a conflict left unresolved, a branch whose commits nothing
	// else holds, a checked-out branch in the remote) is not a wrong call:
	// the repository is not in the state the plan assumed, and a step that
	// settles it (commit, stash, resolve, merge, push elsewhere) must come
	// first: premise, as git's "would be overwritten by checkout".
	worktreeWords = []pattern{
		// git-config(1) receive.denyCurrentBranch: a non-bare remote
		// refuses a push to its checked-out branch.
		{text: "refusing to update checked out branch", kind: premise, reason: "git: the remote is a non-bare repository with that branch checked out (receive.denyCurrentBranch)"},
		{text: "branch is currently checked out", kind: premise, reason: "git: the remote is a non-bare repository with that branch checked out"},
		// git rebase, pull --rebase, revert and cherry-pick before they
		// start (builtin/rebase.c require_clean_work_tree).
		{text: "you have unstaged changes", kind: premise, reason: "git: the work tree holds changes: commit or stash them first"},
		{text: "your index contains uncommitted changes", kind: premise, reason: "git: the index holds changes: commit or stash them first"},
		{text: "please commit or stash them", kind: premise, reason: "git: local changes must be committed or stashed first"},
		{text: "contains modified or untracked files", kind: premise, reason: "git worktree: the work tree holds changes"},
		// The same local changes in the words of every command that would
		// write over them (set 1346, live git 2.39: unpack-trees.c "Your
		// local changes to the following files would be overwritten by
		// merge:" and by checkout, cherry-pick, revert; "The following
		// untracked working tree files would be overwritten by merge:"):
		// premise, as "would be overwritten by checkout".
		{text: "files would be overwritten by ", kind: premise, reason: "git: local changes or untracked files in the work tree block the command: commit, stash or move them first"},
		// Mercurial cmdutil.bailifchanged.
		{text: "abort: uncommitted changes", kind: premise, reason: "the working copy holds changes: commit or shelve them first (Mercurial)"},
		{text: "outstanding uncommitted merge", kind: premise, reason: "a merge is in progress: commit or abort it first (Mercurial)"},
		// git-branch(1) -d: "The branch must be fully merged".
		{text: "is not fully merged", kind: premise, reason: "git: the branch holds commits nothing else has"},
		// A rebase, cherry-pick or revert stopped on conflicts ("error:
		// could not apply 1a2b3c4... subject", then "After resolving the
		// conflicts"), and what git says of the unresolved state after.
		{text: "error: could not apply ", kind: premise, reason: "git: the commit stopped on conflicting changes a person must resolve"},
		{text: "after resolving the conflicts", kind: premise, reason: "git: conflicting changes must be resolved first"},
		{text: "you have unmerged files", kind: premise, reason: "git: unmerged files must be resolved first"},
		{text: "unresolved conflict", kind: premise, reason: "conflicting changes must be resolved first"},
		{text: "unresolved merge conflicts", kind: premise, reason: "conflicting changes must be resolved first (Mercurial)"},
		{text: "resolve your current index first", kind: premise, reason: "git: the index holds an unresolved merge"},
		{text: "remains in conflict", kind: premise, reason: "a file is left in conflict (Subversion)"},
		{text: "not possible to fast-forward", kind: premise, reason: "git: the local and remote branches diverged"},
		// A ref or revision the repository does not have ("src refspec x
		// does not match any": no local branch x to push; "not a valid
		// object name", "invalid object name", "bad revision", "Needed a
		// single revision"): premise, as "did not match any file(s) known
		// to git" and "couldn't find remote ref".
		{text: "src refspec ", kind: premise, reason: "git: the repository has no such local branch or ref to push"},
		{text: "not a valid object name", kind: premise, reason: "git: the repository has no such revision"},
		{text: "invalid object name '", kind: premise, reason: "git: the repository has no such revision"},
		{text: "bad revision '", kind: premise, reason: "git: the repository has no such revision"},
		{text: "needed a single revision", kind: premise, reason: "git: the repository has no such revision"},
		// git's "fatal: bad object <sha>" (cherry-pick, rev-list, show of
		// an object id the object store lacks; set 1346, live): not fetched,
		// another repository's, or lost to damage: premise, as "not a valid
		// object name".
		{text: "fatal: bad object ", kind: premise, reason: "git: the repository has no such object (not fetched, or lost)"},
		// The same missing thing in git's stash and reflog: "No stash
		// entries found." (stash pop, apply, drop, show, branch on an empty
		// stash), "error: stash@{3} is not a valid reference" (builtin/
		// stash.c), "fatal: log for 'main' only has 2 entries" (object-
		// name.c, an @{n} past the reflog's end) and "log for 'x' only goes
		// back to <date>". The entry the plan named or assumed is not there
		// (set 1387, live git 2.39): premise, as "not a valid object name".
		{text: "no stash entries found", kind: premise, reason: "git stash: the stash is empty; the entry the plan assumed is not there"},
		{text: "} is not a valid reference", kind: premise, reason: "git stash: no such stash entry"},
		{text: "fatal: log for '", kind: premise, reason: "git: the reflog has fewer entries than the @{n} named, or does not reach the date named"},
		// The same missing ref in the words of the commands that start
		// from one (set 135): checkout, switch and worktree add's
		// "fatal: invalid reference: %s", rebase's "fatal: invalid
		// upstream '%s'", checkout -b's "'%s' is not a commit and a branch
		// '%s' cannot be created from it", merge's "%s - not something we
		// can merge". The name is well formed; the repository lacks it.
		// (git's die() prefix keeps "invalid reference" away from an
		// image reference's malformed "invalid reference format".)
		{text: "fatal: invalid reference: ", kind: premise, reason: "git: the repository has no such branch or revision"},
		{text: "fatal: invalid upstream '", kind: premise, reason: "git rebase: the repository has no such upstream branch or revision"},
		{text: "is not a commit and a branch '", kind: premise, reason: "git: the start point names no commit the repository has"},
		{text: " - not something we can merge", kind: premise, reason: "git merge: the repository has no such branch or revision"},
		{text: "you have not concluded your merge", kind: premise, reason: "git: a merge is in progress: commit or abort it first"},
		{text: "already a rebase-merge directory", kind: premise, reason: "git: another rebase is in progress"},
		{text: "already a rebase-apply directory", kind: premise, reason: "git: another rebase or am is in progress"},
		// A branch another work tree has checked out (git-worktree(1)):
		// "Cannot delete branch 'x' checked out at '/path'", "'main' is
		// already checked out at '/path'" (git 2.42+: "is already used by
		// worktree at").
		{text: "checked out at '", kind: premise, reason: "git: another work tree has the branch checked out"},
		{text: "is already used by worktree at", kind: premise, reason: "git: another work tree has the branch checked out"},
	}
	// archiveWords: a (de)compression or archive program's verdict on
	// the bytes of a file: truncated, corrupt, or not its format. The
	// file on disk is the problem and a retry reads the same bytes: premise,
	// as SQLITE_CORRUPT and SQLITE_NOTADB (gzip(1) DIAGNOSTICS, xz
	// message.c, bzip2, unzip, GNU tar, Go's archive/zip and compress/gzip,
	// Python's gzip and zipfile).
	archiveWords = []pattern{
		// A dump or package handed to the other loader of its vendor, and
		// the loader says which one reads it: the file is sound and the
		// goal stands, the command is wrong: invalid (set 742). pg_restore
		// on a plain-SQL dump ("Please use psql", pg_backup_archiver.c),
		// psql on a custom-format one (mainloop.c), Oracle impdp on a
		// legacy exp file (ORA-39143: use imp), helm on a chart's YAML
		// (chart/loader: pass the directory or the packaged .tgz). Read
		// before the bytes' own verdicts below: those stay premise.
		{text: "appears to be a text format dump", kind: invalid, reason: "pg_restore was given a plain-SQL dump: load it with psql"},
		{text: "use the pg_restore command-line client", kind: invalid, reason: "psql was given a custom-format dump: load it with pg_restore"},
		{text: "may be an original export dump file", kind: invalid, reason: "ORA-39143: Data Pump import was given a legacy exp file: load it with imp"},
		{text: "seems to be a yaml file, but expected a gzipped archive", kind: invalid, reason: "helm was given a chart's YAML file: pass the chart directory or its .tgz"},
		// pg_restore given a custom or tar archive with -Fd (set 1347,
		// live PostgreSQL 15): it opens "<file>/toc.dat", the directory
		// format's table of contents, and the OS answers "Not a
		// directory": the archive is sound and the call's -F flag is
		// wrong (app-pgrestore.html: "It is not necessary to specify the
		// format, since pg_restore will determine the format
		// automatically"): invalid, ahead of ENOTDIR.
		{text: "/toc.dat\": not a directory", kind: invalid, reason: "pg_restore -Fd was given an archive file, not a directory archive: drop -F and let pg_restore detect the format"},
		// pg_restore's own verdicts on the archive's bytes (set 1347,
		// pg_backup_archiver.c _discoverArchiveFormat and ReadHead,
		// pg_backup_custom.c): not an archive, cut short, or corrupt:
		// every retry reads the same bytes, premise, as gzip's above.
		{text: "does not appear to be a valid archive", kind: premise, reason: "pg_restore: the file is not a pg_dump archive"},
		{text: "could not read from input file: end of file", kind: premise, reason: "pg_restore: the archive ends before its end (truncated): a new dump is needed"},
		{text: "did not find magic string in file header", kind: premise, reason: "pg_restore: the file is not a pg_dump archive (no PGDMP header)"},
		// Set 1626 (pg_restore 15, live): ReadHead's "unsupported version
		// (%d.%d) in file header", an archive written by a newer pg_dump
		// than this pg_restore reads: the installed release is the premise
		// that fails (app-pgdump.html: dumps load into newer releases, not
		// older ones), as a store written by a newer release (set 177),
		// not an argument to repair.
		{text: ") in file header", kind: premise, reason: "pg_restore: the archive's format version is newer than this pg_restore reads: restore with a pg_restore at least as new as the pg_dump that made it"},
		{text: "possibly corrupt archive", kind: premise, reason: "pg_restore: the archive is corrupt"},
		{text: "perhaps a corrupt toc", kind: premise, reason: "pg_restore: the archive's table of contents is corrupt"},
		{text: "invalid compressed data", kind: premise, reason: "the compressed file is corrupt (gzip: crc or format error)"},
		{text: "not in gzip format", kind: premise, reason: "the file is not gzip data"},
		{text: "does not look like a tar archive", kind: premise, reason: "the file is not a tar archive (GNU tar)"},
		{text: "unexpected eof in archive", kind: premise, reason: "the archive is truncated (GNU tar)"},
		{text: "file ends unexpectedly", kind: premise, reason: "the compressed file is truncated (bzip2)"},
		{text: "data integrity error when decompressing", kind: premise, reason: "the compressed file is corrupt (bzip2)"},
		{text: "compressed data is corrupt", kind: premise, reason: "the compressed file is corrupt (xz)"},
		{text: "file format not recognized", kind: premise, reason: "the file is not in the format the program reads (xz)"},
		{text: "end-of-central-directory signature not found", kind: premise, reason: "the file is not a zip archive (unzip)"},
		// unzip's own closing line for the same verdict, which a caller
		// that keeps only the last line of stderr sees alone (exit 9; set
		// 1387, live UnZip 6.00).
		{text: "cannot find zipfile directory", kind: premise, reason: "the file is not a zip archive, or one disk of a multi-part one (unzip)"},
		{text: "not a valid zip file", kind: premise, reason: "the file is not a zip archive (Go archive/zip)"},
		{text: "file is not a zip file", kind: premise, reason: "the file is not a zip archive (Python zipfile)"},
		{text: "not a gzipped file", kind: premise, reason: "the file is not gzip data (Python gzip)"},
		{text: "gzip: invalid header", kind: premise, reason: "the file is not gzip data (Go compress/gzip)"},
		{text: "gzip: invalid checksum", kind: premise, reason: "the compressed file is corrupt (Go compress/gzip)"},
		{text: "flate: corrupt input", kind: premise, reason: "the compressed data is corrupt (Go compress/flate)"},
		// The rest of Go's readers (set 45): archive/tar ErrHeader,
		// archive/zip ErrChecksum, compress/zlib ErrHeader and
		// ErrChecksum, compress/bzip2 StructuralError.
		{text: "archive/tar: invalid tar header", kind: premise, reason: "the file is not a tar archive (Go archive/tar)"},
		{text: "zip: checksum error", kind: premise, reason: "the zip archive is corrupt (Go archive/zip)"},
		{text: "zlib: invalid header", kind: premise, reason: "the data is not zlib data (Go compress/zlib)"},
		{text: "zlib: invalid checksum", kind: premise, reason: "the zlib data is corrupt (Go compress/zlib)"},
		{text: "bzip2 data invalid", kind: premise, reason: "the file is not bzip2 data or is corrupt (Go compress/bzip2)"},
		// zlib's inflate messages (zlib inflate.c), as Node's zlib
		// (Z_DATA_ERROR) and Python's zlib.error quote them.
		{text: "incorrect header check", kind: premise, reason: "the data is not zlib or gzip data (zlib)"},
		{text: "incorrect data check", kind: premise, reason: "the compressed data is corrupt (zlib)"},
		{text: "invalid stored block lengths", kind: premise, reason: "the compressed data is corrupt (zlib)"},
		{text: "invalid distance too far back", kind: premise, reason: "the compressed data is corrupt (zlib)"},
		{text: "invalid block type", kind: premise, reason: "the compressed data is corrupt (zlib)"},
		{text: "compressed file ended before the end-of-stream marker", kind: premise, reason: "the compressed file is truncated (Python gzip, bz2, lzma)"},
		{text: "file could not be opened successfully", kind: premise, reason: "the file is no archive tarfile can read (Python tarfile)"},
		// A wheel whose archive pip cannot use (pip InvalidWheel "Wheel
		// '%s' located at %s is invalid.", read in toolShapes; "%s has an
		// invalid wheel, .dist-info directory not found"): the built file
		// is broken, not the call (set 134).
		{text: "has an invalid wheel", kind: premise, reason: "the wheel file is broken: rebuild or fetch it again (pip)"},
		// The same archive cut short in other readers' words (set 91):
		// libarchive's (bsdtar, archive_read.c) "Truncated input file
		// (needed N bytes, only M available)", Java's InflaterInputStream
		// "Unexpected end of ZLIB input stream" (an EOFException, also
		// under GZIPInputStream and ZipInputStream), Python tarfile's
		// ReadError "unexpected end of data", 7-Zip's "Unexpected end of
		// archive".
		{text: "truncated input file (needed", kind: premise, reason: "the archive is truncated (libarchive, bsdtar)"},
		{text: "unexpected end of zlib input stream", kind: premise, reason: "the compressed file is truncated (Java java.util.zip)"},
		{text: "readerror: unexpected end of data", kind: premise, reason: "the archive is truncated (Python tarfile)"},
		{text: "unexpected end of archive", kind: premise, reason: "the archive is truncated (7-Zip)"},
		// A file written in a format newer than this reader knows (set
		// 77): SQLite's "unsupported file format" as Python's sqlite3
		// quotes it (the bare phrase is also an upload API's refusal of
		// the caller's file type: invalid), Python pickle's "unsupported
		// pickle protocol: 5", git's "expected git repo version <= 1,
		// found 2" (setup.c): the bytes are another version's, every retry
		// reads them.
		{text: "databaseerror: unsupported file format", kind: premise, reason: "the database file is in a format newer than this SQLite reads"},
		{text: "unsupported pickle protocol", kind: premise, reason: "the pickle was written by a newer Python (pickle protocol)"},
		{text: "expected git repo version", kind: premise, reason: "git: the repository's format version is newer than this git reads"},
		// Mercurial's .hg/requires naming a feature this hg lacks (set
		// 1616, live: "abort: repository requires features unknown to this
		// Mercurial: x", older hg's "unknown repository format: requires
		// features"; wiki MissingRequirement).
		{text: "requires features unknown to this mercurial", kind: premise, reason: "Mercurial: the repository uses a format feature this hg does not know"},
		{text: "unknown repository format: requires feature", kind: premise, reason: "Mercurial: the repository uses a format feature this hg does not know"},
		// An archive entry stored with a compression method this reader
		// has no decompressor for (set 295: Go archive/zip ErrAlgorithm
		// "zip: unsupported compression algorithm" for a WinZip AES entry,
		// method 99; unzip's "unsupported compression method 99", Python
		// zipfile's "That compression method is not supported",
		// libarchive's "Unsupported ZIP compression method", Rust zip's
		// "Compression method not supported", Java's "invalid CEN header
		// (bad compression method: 99)"): the call is right and every
		// retry reads the same entry; the archive needs another tool or
		// another archive: premise, not the generic "unsupported".
		{text: "zip: unsupported compression algorithm", kind: premise, reason: "an archive entry uses a compression method this reader lacks (Go archive/zip ErrAlgorithm)"},
		{text: "unsupported compression method", kind: premise, reason: "an archive entry uses a compression method this reader lacks (unzip)"},
		{text: "unsupported zip compression method", kind: premise, reason: "an archive entry uses a compression method this reader lacks (libarchive)"},
		{text: "that compression method is not supported", kind: premise, reason: "an archive entry uses a compression method this reader lacks (Python zipfile)"},
		{text: "compression method not supported", kind: premise, reason: "an archive entry uses a compression method this reader lacks (Rust zip)"},
		{text: "bad compression method", kind: premise, reason: "an archive entry uses a compression method this reader lacks (Java java.util.zip)"},
		// Set 1339 (live: GNU tar 1.34, gzip 1.12, xz 5.4.1, bzip2 1.0.8,
		// zstd 1.5.4, UnZip 6.00, Go 1.26, klauspost/compress v1.19.2):
		// the same programs' other verdicts. On the bytes: klauspost zstd's
		// ErrMagicMismatch ("Typically this indicates wrong or corrupted
		// input") and ErrCRCMismatch, unzip's "need PK compat. v5.1 (can do
		// v4.6)" for an AES entry it cannot decrypt (exit 81, as the
		// methods above): premise. On the host: GNU tar's short write
		// "Wrote only N of M bytes" (the target filesystem full, or a file
		// size limit; tar names no errno), premise, before the "N of M"
		// partial-success reading. On the archive's contents: unzip's
		// "caution: filename not matched" (the member the plan named is not
		// in it, as tar's "Not found in archive"): premise. On the output:
		// the file the step was to write already there (unzip's replace
		// prompt answered by a closed stdin, whose "EOF or read error" is
		// no connection; gzip's "already has .gz suffix -- unchanged",
		// bzip2's "already has .bz2 suffix", xz's "already has `.xz'
		// suffix, skipping": the compressed file exists): conflict. On the
		// call: zstd's "Frame requires too much memory for decoding" (the
		// call's own --memory limit, the tool names the repair: "Use
		// --long=27 or --memory=128MB"), gzip -d's "unknown suffix --
		// ignored" (pass the .gz file, or -S), Go archive/tar's "cannot
		// encode header" (the Header's Format cannot hold a field): invalid.
		// GNU tar's "Cannot mkdir: Permission denied" heads the "Cannot
		// open: No such file or directory" lines it causes: denied.
		{text: "invalid input: magic number mismatch", kind: premise, reason: "the data is not a zstd frame (klauspost/compress zstd ErrMagicMismatch)"},
		{text: "crc check failed", kind: premise, reason: "the compressed data does not match its checksum: corrupt (klauspost/compress zstd ErrCRCMismatch)"},
		{text: "need pk compat. v", kind: premise, reason: "an archive entry needs a newer zip method (AES) than this unzip has: another extractor (unzip exit 81)"},
		{text: "wrote only ", kind: premise, reason: "GNU tar wrote a member short (the target filesystem is full or a file size limit is reached): a host fact, no wait or argument mends it"},
		{text: "caution: filename not matched", kind: premise, reason: "the member the call named is not in the zip (unzip)"},
		{text: "[y]es, [n]o, [a]ll, [n]one, [r]ename", kind: conflict, reason: "the files unzip was to write already exist at the target (its replace prompt met a closed stdin)"},
		{text: "suffix -- unchanged", kind: conflict, reason: "the file is already compressed (gzip): the output the step was to make exists"},
		{text: "already has .bz2 suffix", kind: conflict, reason: "the file is already compressed (bzip2): the output the step was to make exists"},
		{text: "file already has `.", kind: conflict, reason: "the file is already compressed (xz): the output the step was to make exists"},
		{text: "frame requires too much memory for decoding", kind: invalid, reason: "the frame's window exceeds the call's own memory limit (zstd --memory, --long): raise it, as the tool says"},
		{text: "unknown suffix -- ignored", kind: invalid, reason: "gzip -d was given a file without a compressed suffix: pass the .gz file or -S"},
		{text: "archive/tar: cannot encode header", kind: invalid, reason: "the Header's Format cannot hold one of its fields (Go archive/tar): change the format or the field"},
		// Set 1798 (live, Go 1.26.8): Go's archive writers refusing the
		// caller's own sequence of calls, the archive being fine:
		// archive/tar's Flush/Close "archive/tar: missed writing N bytes"
		// (fewer bytes written than Header.Size declared), ErrWriteAfterClose
		// "archive/tar: write after close", archive/zip's "zip: write to
		// closed file" (an entry's writer used after the next Create or
		// Close): invalid, as ErrWriteTooLong. compress/lzw's decoder verdict
		// on bytes that are no LZW stream of that order and width, "lzw:
		// invalid code": premise, as flate's corrupt input (the writer's
		// "lzw: input byte too large for the litWidth" and the call's "lzw:
		// unsupported litWidth" stay invalid). archive/zip read as an fs.FS
		// meeting one name twice (two entries, or a file and a directory:
		// reader.go fileListEntry.stat "X: duplicate entries in zip file"):
		// the archive opened and the name matches several entries, none
		// can be picked: ambiguous.
		{text: "archive/tar: missed writing ", kind: invalid, reason: "the program wrote fewer bytes than the tar Header.Size it declared (Go archive/tar): fix the header or the writes"},
		{text: "archive/tar: write after close", kind: invalid, reason: "the program wrote to a closed tar.Writer (Go archive/tar ErrWriteAfterClose)"},
		{text: "zip: write to closed file", kind: invalid, reason: "the program wrote to a zip entry after the next Create or Close (Go archive/zip)"},
		{text: "lzw: invalid code", kind: premise, reason: "the data is not an LZW stream of this order and width, or is corrupt (Go compress/lzw)"},
		{text: ": duplicate entries in zip file", kind: ambiguous, reason: "the zip holds several entries under the name asked for (Go archive/zip as fs.FS): narrow to one entry"},
		{text: "cannot mkdir: permission denied", kind: denied, reason: "GNU tar may not create the target's directories: the agent lacks write access there"},
		// Set 1566 (live: 7-Zip 26.02, pigz, lz4 1.9.4, xz 5.4.1, zstd
		// 1.5.4, GNU tar 1.34, Zip 3.0, UnZip 6.00): the rest of the same
		// programs' verdicts. 7-Zip's data error in an encrypted entry, or
		// an encrypted archive it cannot open, asks "Wrong password?" (a
		// wrong key decodes to garbage): denied, read before its bare
		// "Data Error : <file>", "CRC Failed : <file>", "Headers Error" and
		// "Cannot open the file as [7z] archive", which are the bytes'
		// (premise, as gzip's and tar's). pigz's "corrupted -- incomplete
		// deflate data" (also "invalid deflate data", "crc32 mismatch",
		// "length mismatch"), lz4's "Error 68 : Unfinished stream", "Error
		// 66 : Decompression error : ERROR_..." and "Error 44 :
		// Unrecognized header": premise.
		{text: "in encrypted file. wrong password?", kind: denied, reason: "7-Zip: an encrypted entry does not decode with the password given: a wrong credential, not a corrupt archive"},
		{text: "cannot open encrypted archive. wrong password?", kind: denied, reason: "7-Zip: the encrypted archive does not open with the password given"},
		{text: "data error : ", kind: premise, reason: "the archive's data is corrupt (7-Zip Data Error)"},
		{text: "crc failed : ", kind: premise, reason: "an archive entry does not match its CRC: corrupt (7-Zip)"},
		{text: "headers error", kind: premise, reason: "the archive's headers are damaged (7-Zip)"},
		{text: "cannot open the file as archive", kind: premise, reason: "the file is not an archive 7-Zip reads"},
		{text: "cannot open the file as [", kind: premise, reason: "the file is not an archive of the type 7-Zip expected, or is damaged"},
		{text: "corrupted -- ", kind: premise, reason: "the compressed file is corrupt or truncated (pigz)"},
		{text: ": unfinished stream", kind: premise, reason: "the compressed file is truncated (lz4)"},
		{text: "decompression error : error_", kind: premise, reason: "the compressed data is corrupt (lz4)"},
		{text: "unrecognized header : file cannot be decoded", kind: premise, reason: "the file is not lz4 data (lz4)"},
		// xz's memory limit is the caller's own (--memlimit, -M, or
		// XZ_DEFAULTS): "Memory usage limit reached" and "N MiB of memory
		// is required. The limit is M." name it, as zstd's "--memory"
		// above (xz(1): raise the limit): invalid, not a quota.
		{text: "of memory is required. the limit is ", kind: invalid, reason: "the file needs more memory than the call's own xz --memlimit allows: raise or drop the limit"},
		{text: "memory usage limit is too low for the given filter setup", kind: invalid, reason: "xz's --memlimit is below what the chosen compression preset needs: raise it or pick a lower preset"},
		// GNU tar cannot append to, update, concatenate or verify a
		// compressed archive (tar manual "append", "verify"; bsdtar's
		// "Cannot append to compressed archive."): the operation is wrong
		// for this file, decompress first or create anew: invalid.
		{text: "cannot update compressed archives", kind: invalid, reason: "GNU tar cannot append to or update a compressed archive: decompress it first, or create a new one"},
		{text: "cannot concatenate compressed archives", kind: invalid, reason: "GNU tar cannot concatenate compressed archives: decompress them first"},
		{text: "cannot verify compressed archives", kind: invalid, reason: "GNU tar cannot --verify a compressed archive: compare after writing instead"},
		{text: "cannot append to compressed archive", kind: invalid, reason: "bsdtar cannot append to a compressed archive: decompress it first, or create a new one"},
		// zstd's and lz4's answer to an option they do not know: their
		// usage text under "Incorrect parameters" (zstd 1.5.5+ "Incorrect
		// parameter: --x"): invalid, as "unrecognized option".
		{text: "incorrect parameter", kind: invalid, reason: "zstd or lz4 refused an option it does not know: fix the command line"},
		// GNU tar's exit 1 "Some files differ" (tar manual, Synopsis):
		// "file changed as we read it", "File shrank by N bytes; padding
		// with zeros", "File removed before we read it": the archive was
		// written but that member is inconsistent or absent; the call
		// worked and its result is in doubt: ambiguous.
		{text: "file changed as we read it", kind: ambiguous, reason: "GNU tar wrote the archive, but a member changed while it was read (exit 1): that member may be inconsistent"},
		{text: "file shrank by ", kind: ambiguous, reason: "GNU tar wrote the archive, but a member shrank while it was read and was padded with zeros"},
		{text: "file removed before we read it", kind: ambiguous, reason: "GNU tar wrote the archive without a member that was removed while it ran"},
		// UnZip's rewriting of an unsafe member path: 'warning:  skipped
		// "../" path component(s) in ../x' and 'warning:  stripped absolute
		// path spec from /x' (exit 1): the files were written, under the
		// target, not where the archive names them: ambiguous.
		{text: "skipped \"../\" path component(s) in ", kind: ambiguous, reason: "unzip extracted a member with its \"../\" components dropped: written, but not where the archive names it"},
		{text: "stripped absolute path spec from ", kind: ambiguous, reason: "unzip extracted a member with its absolute path made relative: written, but not where the archive names it"},
		// Set 1637 (live: gzip 1.12, bzip2 1.0.8, UnZip 6.00, 7-Zip 26.02):
		// a decoder that finished a whole stream and ignored bytes after it
		// (gzip's "decompression OK, trailing garbage ignored", exit 2, its
		// warning status; bzip2's "trailing garbage after EOF ignored";
		// pigz's "trailing junk was ignored") wrote its output, but whether
		// that is all the file meant to hold cannot be told: ambiguous. An
		// archive with no members (unzip's "zipfile is empty", exit 1, and
		// zipinfo's "Empty zipfile.") opened and gave nothing: ambiguous,
		// as an empty listing. 7-Zip's "Unsupported Method : <file>" is an
		// entry coded with a method this build lacks, as the methods above:
		// premise, not the generic "unsupported" of a call.
		{text: "decompression ok, trailing garbage ignored", kind: ambiguous, reason: "gzip decoded the stream but ignored bytes after it (exit 2, warning): whether the output is all the file holds cannot be told"},
		{text: "trailing garbage after eof ignored", kind: ambiguous, reason: "bzip2 decoded the stream but ignored bytes after it: whether the output is all the file holds cannot be told"},
		{text: "trailing junk was ignored", kind: ambiguous, reason: "pigz decoded the stream but ignored bytes after it: whether the output is all the file holds cannot be told"},
		{text: "zipfile is empty", kind: ambiguous, reason: "the zip opened and holds no members (unzip, exit 1): the call worked and gave nothing"},
		{text: "empty zipfile.", kind: ambiguous, reason: "the zip opened and holds no members (zipinfo): the call worked and gave nothing"},
		{text: "unsupported method : ", kind: premise, reason: "an archive entry uses a coder this 7-Zip build lacks: another extractor, no argument mends it"},
		// Zip 3.0's exit 12 "zip error: Nothing to do!" after "name not
		// matched": none of the inputs exists: premise (zip(1)).
		{text: "zip error: nothing to do!", kind: premise, reason: "zip found none of the inputs named (exit 12, nothing to do): the files the step rested on are not there"},
	}
	// mediaToolWords: a media or document program's verdict on the input
	// file a tool pointed it at (set 1277, captured live through os/exec:
	// ffmpeg 5.1, ImageMagick 6.9, tesseract 5.3 with leptonica). A file
	// cut short or not in the format its name claims is the world's, as
	// archiveWords' verdicts: every retry reads the same bytes and no
	// argument mends them: premise. The same family names the host's own
	// setup (a language pack not installed: premise), an operator's
	// security policy (ImageMagick policy.xml: denied), and names the call
	// spelt that the program does not know (an encoder, a reader, a
	// device: invalid).
	mediaToolWords = []pattern{
		// ffmpeg's mov demuxer on an MP4 whose index was never written (a
		// download or recording cut short), its matroska probe on bytes
		// that are no WebM/MKV, and AVERROR_INVALIDDATA's strerror after
		// the input's path.
		// ffmpeg's "Output file #0 does not contain any stream": the call's
		// own stream options (-vn, -an, -sn, an optional map that matched
		// nothing) left the output nothing to write (sets 1486 and 1668,
		// two of two blind labels invalid). A stream the call names that
		// the input lacks reads "matches no streams" (premise, set 1408).
		{text: "does not contain any stream", kind: invalid, reason: "ffmpeg: the call's stream options leave the output with no stream to write: map or keep one"},
		{text: "moov atom not found", kind: premise, reason: "ffmpeg: the MP4 has no moov index (truncated or never finalised): the input file is damaged"},
		{text: "ebml header parsing failed", kind: premise, reason: "ffmpeg: the file is no Matroska/WebM: the input is not what it claims"},
		{text: "invalid data found when processing input", kind: premise, reason: "ffmpeg: the input file's bytes are no media it can demux: the file is damaged or another format"},
		// ImageMagick coders (png.c, jpeg.c, constitute.c ReadImage) and
		// libjpeg's JERR_NO_SOI.
		{text: "improper image header", kind: premise, reason: "ImageMagick: the image's header is damaged or not its format"},
		{text: "insufficient image data in file", kind: premise, reason: "ImageMagick: the image file is truncated or is not image data"},
		{text: "no decode delegate for this image format", kind: premise, reason: "ImageMagick: the input file is in no format it can decode"},
		// ffmpeg's -map selecting a stream the input does not have ("Stream
		// map '0:s:0' matches no streams."): the input holds no such
		// stream (subtitles, a second audio track); the trailing '?' only
		// silences it (set 1408).
		{text: "matches no streams", kind: premise, reason: "ffmpeg: the input has no stream the -map selects: the step's premise about the file is false"},
		// exiftool's verdict on a file that is not the format its name
		// claims ("Error: Not a valid JPG (looks more like a TXT) - x.jpg",
		// "File format error"; set 1668, live exiftool 12.57, exiftool(1)):
		// the file's bytes, as the coders' verdicts above: premise.
		{text: "(looks more like a ", kind: premise, reason: "exiftool: the file is not the format its name claims: the input is not what the step believed"},
		{text: "error: file format error - ", kind: premise, reason: "exiftool: the file's structure is damaged: the input is not what the step believed"},
		// exiftool's -if that no file passed ("1 files failed condition",
		// exit 2 when all failed; exiftool(1) EXIT STATUS, set 1668): the
		// call ran and selected nothing: ambiguous, an empty answer.
		{text: " files failed condition", kind: ambiguous, reason: "exiftool: no file passed the -if condition: the call worked and selected nothing"},
		// exiftool naming a tag the call spelt that it does not know
		// ("Warning: Tag 'NoSuchTag' is not defined", "Tag 'X' is not
		// supported", then "Nothing to do."; set 1668): invalid, fix the
		// tag name.
		{text: "warning: tag '", kind: invalid, reason: "exiftool: the call names a tag that is not defined or not supported: fix the tag name"},
		// SoX choosing a format handler from the call's own file name or
		// -t ("sox FAIL formats: no handler for file extension `xyz'",
		// "no handler for given file type `xyz'"; set 1668, live SoX
		// 14.4.2, sox(1) FILENAMES): invalid, as ffmpeg's unknown muxer.
		{text: "no handler for file extension", kind: invalid, reason: "SoX: no audio format for the output's extension: name a supported type or pass -t"},
		{text: "no handler for given file type", kind: invalid, reason: "SoX: the -t file type is none SoX has: name a supported type"},
		{text: "not a jpeg file: starts with", kind: premise, reason: "libjpeg: the .jpg file holds no JPEG data"},
		{text: "corrupt jpeg data:", kind: premise, reason: "libjpeg: the JPEG file is damaged"},
		// leptonica (tesseract's image reader): pixReadStream's "no pix
		// returned" after a decoder refused the file.
		{text: "no pix returned", kind: premise, reason: "leptonica: the image file cannot be decoded (damaged or not an image)"},
		// tesseract's tessdata for the requested language is not
		// installed: host setup, as a missing program.
		{text: "failed loading language '", kind: premise, reason: "tesseract: the language's traineddata is not installed on the host"},
		// ImageMagick policy.xml refusing a coder or path ("attempt to
		// perform an operation not allowed by the security policy `PDF'"):
		// the operator's boundary; no argument or wait crosses it.
		{text: "not allowed by the security policy", kind: denied, reason: "ImageMagick: the host's security policy (policy.xml) refuses this coder or path"},
		// Names the call spelt that the program does not have.
		{text: "unknown encoder '", kind: invalid, reason: "ffmpeg: the call names an encoder this build lacks: choose another -c"},
		// ImageMagick's writer side of the delegate verdict (constitute.c
		// WriteImage, set 1408): the output format comes from the call's
		// own file name or prefix, so choose one it can write: invalid, as
		// ffmpeg's unknown encoder (the decode side above reads the world's
		// file: premise).
		{text: "no encode delegate for this image format", kind: invalid, reason: "ImageMagick: the call asks for an output format this build cannot write: choose another"},
		{text: "unknown input format ", kind: invalid, reason: "pandoc: the call names no reader pandoc has: fix -f"},
		{text: "unknown output format ", kind: invalid, reason: "pandoc: the call names no writer pandoc has: fix -t"},
		// pandoc's "[WARNING] Could not fetch resource figs/x.png:
		// replacing image with description" (set 1646, live pandoc 2.17,
		// failed on by --fail-if-warnings): an image or resource the
		// document names is not there, premise.
		{text: "could not fetch resource ", kind: premise, reason: "pandoc: a resource the document names (an image) is not there"},
		{text: "unknown device: ", kind: invalid, reason: "Ghostscript: the call names no output device: fix -sDEVICE"},
		// A page the call asks for that the document does not have, or a
		// range the wrong way round (set 1536, live poppler 22.12, GPL
		// Ghostscript 10.00): poppler's pdftotext, pdftoppm, pdfimages
		// "Wrong page range given: the first page (9) can not be after the
		// last page (2)." (exit 99, -l is clamped to the page count),
		// pdfseparate "Illegal pageNo: 3(2)" under an "Internal Error:"
		// prefix, Ghostscript's "Requested FirstPage is greater than the
		// number of pages in the file" at exit 0 with nothing rendered:
		// the page argument is out of range, invalid, as qpdf's "number 5
		// out of range" and pdfTeX's "required page does not exist".
		{text: "wrong page range given", kind: invalid, reason: "poppler: the -f/-l page range is reversed or beyond the document's pages: fix it"},
		{text: "illegal pageno: ", kind: invalid, reason: "poppler pdfseparate: the page asked for is beyond the document's pages: fix -f/-l"},
		{text: "requested firstpage is greater than the number of pages", kind: invalid, reason: "Ghostscript: -dFirstPage is beyond the document's pages (nothing was rendered): fix it"},
		{text: "requested lastpage is greater than the number of pages", kind: invalid, reason: "Ghostscript: -dLastPage is beyond the document's pages: fix it"},
		// pdfseparate's output argument without the page placeholder it
		// needs for more than one page: the call's own pattern.
		{text: "must contain '%d' (or any variant respecting printf format)", kind: invalid, reason: "poppler pdfseparate: the output pattern lacks %d for the page number: fix the argument"},
		// A PostScript program's own error (PLRM 3.11, Ghostscript "Error:
		// /undefined in foobarbaz" with its operand and execution stacks):
		// the program text the call handed the interpreter names an
		// operator that does not exist or misuses one; rerunning reads the
		// same text: invalid, as the TeX run ruling (set 1304) reads an
		// error line in the document's source. /undefinedfilename (a file
		// not there: premise) and /invalidfileaccess (-dSAFER's policy:
		// denied) are other names and keep their readings.
		{text: "error: /undefined in ", kind: invalid, reason: "PostScript: the program uses a name that is not defined: fix the program"},
		{text: "error: /typecheck in ", kind: invalid, reason: "PostScript: an operator got an operand of the wrong type: fix the program"},
		{text: "error: /rangecheck in ", kind: invalid, reason: "PostScript: an operand is out of the operator's range: fix the program"},
		{text: "error: /stackunderflow in ", kind: invalid, reason: "PostScript: an operator found too few operands: fix the program"},
		{text: "error: /syntaxerror in ", kind: invalid, reason: "PostScript: the program text does not parse: fix it"},
		// An output file the program could not create (set 1536, live):
		// pdftotext "I/O Error: Couldn't open text file '/nonexist/o.txt'"
		// (exit 2, poppler's "error opening an output file"), Ghostscript
		// "**** Could not open the file '/nonexist/o.png'." (at exit 0),
		// tesseract "could not create TXT output file": the directory the
		// plan meant to write into is not there: premise, as TeX's "I can't
		// write on file".
		{text: "couldn't open text file '", kind: premise, reason: "poppler: the output text file cannot be created (its directory is missing)"},
		{text: "**** could not open the file '", kind: premise, reason: "Ghostscript: the output file cannot be created (its directory is missing); nothing was written"},
		// qpdf's exit 3 (warnings, but the operation succeeded): the
		// output was written "but may have some problems", a result whose
		// use is unknown: ambiguous. A damaged file qpdf cannot recover
		// (exit 2, "unable to find trailer dictionary while recovering
		// damaged file") keeps premise.
		{text: "qpdf: operation succeeded with warnings", kind: ambiguous, reason: "qpdf exit 3: the file was written with warnings and may have problems: check it before use"},
		// qpdf's own argument errors (set 1608, live qpdf 11.3.0): every
		// QPDFUsage error ("input file and output file are the same; use
		// --replace-input ...", "encryption key length must be 40, 128, or
		// 256", "--pages: no page specifications given", "unrecognized
		// argument") is printed over the same "For help:" block that names
		// qpdf --help=usage, and only those: the invocation is wrong. Its
		// runtime errors ("qpdf: open x: No such file", "invalid
		// password", exit 3's warnings) have no such block and keep theirs.
		{text: "for help:\n  qpdf --help=usage", kind: invalid, reason: "qpdf: a usage error (printed over its \"For help:\" block): fix the invocation"},
		// poppler's errNotAllowed ("Permission Error: Copying of text from
		// this document is not allowed.", pdftotext/pdftohtml; "Printing
		// this document is not allowed.", pdftops; "Copying of images
		// from this document is not allowed.", pdfimages; set 1608): the
		// document's owner permissions forbid the operation and only the
		// owner password (-opw) lifts them: denied, as a wrong password.
		// "mapping values are not allowed in this context" and other
		// "not allowed" grammar keep theirs.
		{text: "this document is not allowed", kind: denied, reason: "poppler: the document's owner permissions forbid this operation; only the owner password (-opw) lifts them"},
		// An attachment name the document already carries (set 1608,
		// live): poppler pdfattach "There is already an embedded file
		// named X." (exit 4, without -replace), qpdf --add-attachment "x
		// already has attachments with the following keys: k; use
		// --replace": the document already holds what the step was to add.
		{text: "there is already an embedded file named", kind: conflict, reason: "pdfattach: the document already has an embedded file of that name: pass -replace or carry it forward"},
		{text: "already has attachments with the following keys", kind: conflict, reason: "qpdf: the document already has an attachment with that key: --replace or --key"},
		// Graphviz naming a value the call spelt that it does not have
		// and listing the ones it does (set 1608, live Graphviz 2.43):
		// 'Format: "pnj" not recognized. Use one of: ...' (-T), 'Layout
		// type: "x" not recognized. Use one of:' and 'There is no layout
		// engine support for "x"' over "Use one of:" (-K): the call's
		// argument, invalid. ld's and xz's "file format not recognized"
		// (the world's file: premise) have no list and keep theirs.
		{text: "not recognized. use one of: ", kind: invalid, reason: "Graphviz: the call names a format or layout it does not have (it lists the ones it has): fix -T/-K"},
		{text: "there is no layout engine support for ", kind: invalid, reason: "Graphviz: the call names a layout engine it does not have: fix -K"},
		// ffmpeg refusing to open an encoder with the call's settings
		// (fftools "Error while opening encoder for output stream #0:0 -
		// maybe incorrect parameters such as bit_rate, rate, width or
		// height", worded "Error while opening encoder - maybe ..." since
		// ffmpeg 6, "codec" before), often after libx264's "width not
		// divisible by 2 (579x250)": ffmpeg itself names the call's
		// parameters; add a scale filter, change -b:v, -r, -ar (set 1486).
		{text: "maybe incorrect parameters such as bit_rate", kind: invalid, reason: "ffmpeg: the encoder refuses the call's settings (bit rate, rate, width or height): repair them"},
		{text: "width not divisible by 2 (", kind: invalid, reason: "libx264: the call's output width is odd: scale it to an even size"},
		{text: "height not divisible by 2 (", kind: invalid, reason: "libx264: the call's output height is odd: scale it to an even size"},
	}
	// mediaSignInWords: yt-dlp (and youtube-dl) refusing a video the site
	// serves only to a signed-in account. yt-dlp's raise_login_required
	// and the YouTube extractor end such errors with a fixed request for
	// credentials ("Sign in to confirm you're not a bot. Use
	// --cookies-from-browser or --cookies for the authentication"), and
	// YouTube's own reasons name the sign-in ("Private video. Sign in if
	// you've been granted access to this video", "Sign in to confirm your
	// age", members-only content): the agent lacks the authority, denied;
	// waiting does not help and no other argument does (set 1486,
	// yt-dlp/yt-dlp issues 11950, 4455). "Video unavailable" and an HTTP
	// 429 keep their own readings.
	mediaSignInWords = []pattern{
		{text: "use --cookies-from-browser or --cookies for the authentication", kind: denied, reason: "yt-dlp: the site serves this only to a signed-in account: pass cookies"},
		{text: "sign in if you've been granted access to this video", kind: denied, reason: "yt-dlp: a private video, open only to accounts granted access"},
		{text: "sign in to confirm your age", kind: denied, reason: "yt-dlp: an age-restricted video needs a signed-in account"},
		{text: "join this channel to get access to members-only content", kind: denied, reason: "yt-dlp: members-only content needs a member's account"},
	}
	// framingWords: a response whose framing the client's HTTP parser
	// refuses (two Content-Length values, a chunk size that is not hex):
	// the server sends the same bytes every time (RFC 9112 6.3), so
	// neither a wait nor another argument helps: premise, as Go's
	// response-header limit. (Go's "malformed HTTP response" stays with
	// the scheme words: it is mostly a TLS port spoken to in plain HTTP.)
	framingWords = []pattern{
		{text: "cannot contain multiple content-length headers", kind: premise, reason: "the server's response carries two Content-Length headers (Go net/http, RFC 9112 6.3)"},
		{text: "malformed encoding found in chunked-encoding", kind: premise, reason: "the server's chunked encoding is malformed (curl 56)"},
		{text: "malformed chunked encoding", kind: premise, reason: "the server's chunked encoding is malformed (Go net/http)"},
		{text: "invalid byte in chunk length", kind: premise, reason: "the server's chunked encoding is malformed (Go net/http)"},
		// Set 1435: the rest of Go's chunked reader (net/http/internal
		// chunked.go), each about the bytes the server framed its body in:
		// a size that overflows, an empty size line, stray bytes between
		// chunks, a bare LF or CR. "too large" here is the server's chunk
		// size, not the call's payload.
		{text: "http chunk length too large", kind: premise, reason: "the server's chunked encoding is malformed: a chunk size that overflows (Go net/http)"},
		{text: "empty hex number for chunk length", kind: premise, reason: "the server's chunked encoding is malformed: an empty chunk size (Go net/http)"},
		{text: "chunked encoding contains too much non-data", kind: premise, reason: "the server's chunked encoding is malformed: bytes between chunks (Go net/http)"},
		{text: "chunked line ends with bare lf", kind: premise, reason: "the server's chunked encoding is malformed: a bare LF (Go net/http)"},
		{text: "invalid cr in chunked line", kind: premise, reason: "the server's chunked encoding is malformed: a stray CR (Go net/http)"},
		{text: "invalid character in chunk size", kind: premise, reason: "the server's chunked encoding is malformed (llhttp HPE_INVALID_CHUNK_SIZE)"},
		{text: "content-length can't be present with transfer-encoding", kind: premise, reason: "the server's response frames its body two ways (llhttp)"},
		{text: "duplicate content-length", kind: premise, reason: "the server's response carries two Content-Length headers"},
		// An empty chunk-size line is no malformed framing: urllib3's
		// _update_chunk_length read b"" because the peer closed the
		// connection where the next chunk size was due, the body cut short
		// as IncompleteRead or h11's "incomplete chunked read" (set 773).
		{text: "invalidchunklength(got length b'',", kind: transient, reason: "the connection closed where the next chunk size was due: the body was cut short (urllib3 InvalidChunkLength with an empty line)"},
		{text: "invalidchunklength", kind: premise, reason: "the server's chunked encoding is malformed (urllib3, requests' ChunkedEncodingError)"},
		// Set 59: the rest of the response head a client's parser refuses,
		// which Go renders after "net/http: HTTP/1.x transport connection
		// broken:" (transfer.go, textproto/reader.go, client.go) and other
		// clients in their words. "unsupported", "too many", "bad" and
		// "malformed" are about the server's bytes here, not the call.
		// (Go's server answers a request's own bad Transfer-Encoding with
		// a bare 501 "Unsupported transfer encoding", no colon: invalid.)
		{text: "unsupported transfer encoding: \"", kind: premise, reason: "the server frames its response in a transfer coding the client never offered to accept (Go net/http, RFC 9110 10.1.4)"},
		{text: "too many transfer encodings", kind: premise, reason: "the server's response repeats Transfer-Encoding (Go net/http, RFC 9112 6.1)"},
		{text: "bad content-length \"", kind: premise, reason: "the server's Content-Length is malformed (Go net/http, RFC 9112 6.3)"},
		{text: "invalid character in content-length", kind: premise, reason: "the server's Content-Length is malformed (llhttp HPE_INVALID_CONTENT_LENGTH)"},
		{text: "invalid content-length parsed", kind: premise, reason: "the server's Content-Length is malformed (hyper)"},
		{text: "invalid transfer-encoding parsed", kind: premise, reason: "the server's Transfer-Encoding is malformed (hyper)"},
		{text: "suspiciously long trailer after chunked body", kind: premise, reason: "the server's chunked body ends in a trailer the client will not read (Go net/http)"},
		// Set 1435: more of Go's response-head parse errors after
		// "transport connection broken:" (response.go, transfer.go): a
		// status line whose version is no HTTP/1.x, a Trailer header that
		// names a framing field, an empty Content-Length. Keyed on the
		// transport's prefix: Go's server reports the same words about a
		// request ("400 Bad Request: malformed HTTP version"), the call's.
		{text: "connection broken: malformed http version \"", kind: premise, reason: "the server's status line names no HTTP/1.x version (Go net/http response.go)"},
		{text: "connection broken: bad trailer key \"", kind: premise, reason: "the server's Trailer header names a framing field (Go net/http transfer.go)"},
		{text: "connection broken: invalid empty content-length", kind: premise, reason: "the server's Content-Length is empty (Go net/http transfer.go)"},
		{text: "malformed mime header", kind: premise, reason: "a header line of the server's response cannot be read (Go net/textproto)"},
		// Response headers over the client's own limit, in other clients'
		// words (set 79): curl 100 CURLE_TOO_LARGE "Too large response
		// headers" (lib/http.c), Python http.client's _MAXHEADERS "got more
		// than 100 headers", hyper's "message head is too large": the
		// server sends the same head every time, premise as Go's
		// MaxResponseHeaderBytes ("too large" is not the call's size).
		{text: "too large response headers", kind: premise, reason: "the server's response headers exceed the client's limit (curl 100)"},
		{text: "got more than 100 headers", kind: premise, reason: "the server's response has more headers than the client reads (Python http.client)"},
		{text: "message head is too large", kind: premise, reason: "the server's response head exceeds the client's limit (hyper)"},
		// A redirect whose Location the client cannot parse (Go client.go
		// "failed to parse Location header"): the URL the call gave is
		// fine, the server sends the same unusable target every time
		// (RFC 9110 10.2.2).
		{text: "failed to parse location header", kind: premise, reason: "the server redirects to a Location that is no URL (Go net/http, RFC 9110 10.2.2)"},
		// Set 416: a redirect that names no Location at all, the server's
		// bytes as much as an unparsable one: Go client.go "%d response
		// missing Location header", response.go ErrNoLocation, Apache
		// HttpClient "Received redirect response ... but no location
		// header". A request's own missing header is not read here.
		{text: "response missing location header", kind: premise, reason: "the server redirects without a Location (Go net/http, RFC 9110 15.4)"},
		{text: "no location header in response", kind: premise, reason: "the server redirects without a Location (Go net/http ErrNoLocation)"},
		{text: "but no location header", kind: premise, reason: "the server redirects without a Location (Apache HttpClient)"},
		{text: "redirect without a location header", kind: premise, reason: "the server redirects without a Location"},
		{text: "location header missing from redirect", kind: premise, reason: "the server redirects without a Location"},
	}
	// prerequisiteWords: a package manager or toolchain that finds the
	// project without what it needs on this host: a lockfile missing or
	// out of date for a frozen install, a package an offline install's
	// cache does not hold, a toolchain or runtime older than the project
	// requires. A step the plan lacks (generate the lockfile, fetch, install
	// the toolchain) comes first; the "try again" in the text is after it,
	// not a wait: premise.
	prerequisiteWords = []pattern{
		// Set 595: a build platform that finds nothing in the project to
		// build from: no Dockerfile, buildpack or detectable language.
		// The project lacks its build configuration (as a Dockerfile's
		// ENOENT, and set 298's "not configured"); a step that adds it
		// comes first: premise. flyctl, Heroku's slug compiler, Nixpacks
		// and Railpack (Railway), Cloud Native Buildpacks' lifecycle (pack).
		{text: "does not have a dockerfile or buildpacks configured", kind: premise, reason: "flyctl: the app has no Dockerfile or buildpack to build from"},
		{text: "no default language could be detected for this app", kind: premise, reason: "heroku: no buildpack detects the app's language"},
		{text: "unable to generate a build plan", kind: premise, reason: "nixpacks: no provider detects how to build the app"},
		{text: "no buildpack groups passed detection", kind: premise, reason: "buildpacks lifecycle: no buildpack detects the app"},
		{text: "could not determine how to build the app", kind: premise, reason: "railpack: no provider detects how to build the app"},
		// Set 1297: uv finding no interpreter of the requested version
		// (uv python install comes first) and CocoaPods' check phase
		// finding Pods/ out of step with Podfile.lock (pod install comes
		// first), as set 40's toolchain and set 833's locked copy.
		{text: "no interpreter found for python", kind: premise, reason: "uv: the host has no interpreter of the requested version (install it first)"},
		{text: "the sandbox is not in sync with the podfile.lock", kind: premise, reason: "CocoaPods: Pods/ is out of step with Podfile.lock (run pod install first)"},
		// npm ci (docs.npmjs.com/cli/commands/npm-ci), pnpm, yarn, cargo.
		{text: "can only install with an existing package-lock.json", kind: premise, reason: "npm ci: the project has no lockfile"},
		{text: "can only install packages when your package.json and package-lock.json", kind: premise, reason: "npm ci: the lockfile is out of date with package.json"},
		// Set 1262: npm ls (ELSPROBLEMS) naming a dependency package.json
		// declares and node_modules lacks ("npm error missing: x@^7,
		// required by app@1.0.0"; npm 6 to 8 "npm ERR! missing:"; the
		// tree's "UNMET DEPENDENCY"): the install step has not run, not an
		// argument left out of the call: premise.
		{text: "npm error missing: ", kind: premise, reason: "npm ls: a declared dependency is not installed (run npm install first)"},
		{text: "npm err! missing: ", kind: premise, reason: "npm ls: a declared dependency is not installed (run npm install first)"},
		{text: "unmet dependency ", kind: premise, reason: "npm ls: a declared dependency is not installed (run npm install first)"},
		{text: "err_pnpm_no_lockfile", kind: premise, reason: "pnpm: the project has no lockfile"},
		// Set 1580 (yarn 4.18 and pnpm 9, captured live): the project the
		// command rests on is not installed or not there. Yarn Berry's
		// "Internal Error: a@workspace:.: This package doesn't seem to be
		// present in your lockfile; run \"yarn install\" to update the
		// lockfile" and "Usage Error: The project in ... doesn't seem to
		// have been installed - running an install there might help" (the
		// "Internal Error" prefix is the CLI's label, not a server fault);
		// pnpm's ERR_PNPM_NO_PKG_MANIFEST "No package.json found in <dir>"
		// and ERR_PNPM_NO_IMPORTER_MANIFEST_FOUND (pnpm.io/errors): an
		// install (or the right directory) comes first: premise.
		{text: "doesn't seem to be present in your lockfile", kind: premise, reason: "yarn: the workspace is not in the lockfile (run yarn install first)"},
		{text: "doesn't seem to have been installed", kind: premise, reason: "yarn: the project has not been installed (run yarn install first)"},
		{text: "err_pnpm_no_pkg_manifest", kind: premise, reason: "pnpm: no package.json in the directory the command ran in"},
		{text: "err_pnpm_no_importer_manifest_found", kind: premise, reason: "pnpm: no package.json in the directory the command ran in"},
		{text: "err_pnpm_outdated_lockfile", kind: premise, reason: "pnpm: the lockfile is out of date"},
		{text: "your lockfile needs to be updated", kind: premise, reason: "yarn --frozen-lockfile: the lockfile is out of date"},
		{text: "needs to be updated but --locked was passed", kind: premise, reason: "cargo --locked: the lockfile is out of date"},
		// Set 1551 (cargo 1.95, captured live): cargo's newer wording of
		// the same refusal, and --frozen's, from ops/lockfile.rs: "cannot
		// update the lock file <path> because --locked was passed to
		// prevent this" ("the lock file <path> needs to be updated but
		// --frozen was passed to prevent this" in older releases). The
		// flag is the assertion the lock is current; the stale lock is
		// the fact: premise, not a flag to drop.
		{text: "was passed to prevent this", kind: premise, reason: "cargo --locked/--frozen: Cargo.lock is out of date with the manifest (update and commit the lock first)"},
		// The same record out of step with the configuration in other
		// tools (set 558): Terraform's "Inconsistent dependency lock file"
		// (a provider the configuration requires has no selection in
		// .terraform.lock.hcl: run terraform init), its "Backend
		// initialization required" and "This module is not yet installed",
		// uv's "needs to be updated, but `--locked` was provided", Poetry's
		// "pyproject.toml changed significantly since poetry.lock was last
		// generated", Bundler's deployment-mode "after changing your
		// Gemfile". An init or lock step comes first: premise, though the
		// text says "required".
		{text: "inconsistent dependency lock file", kind: premise, reason: "terraform: the dependency lock file does not match the configuration (run terraform init)"},
		{text: "backend initialization required", kind: premise, reason: "terraform: the working directory's backend is not initialised (run terraform init)"},
		{text: "this module is not yet installed", kind: premise, reason: "terraform: a module the configuration calls is not installed (run terraform init)"},
		// Set 734: the backend the directory was initialised with differs
		// from the configuration's (Terraform and OpenTofu meta_backend.go
		// "Backend configuration changed": init -migrate-state or
		// -reconfigure, a person's choice, comes first).
		{text: "backend configuration changed", kind: premise, reason: "terraform: the backend configuration changed since init (run terraform init -migrate-state or -reconfigure)"},
		{text: "needs to be updated, but `--locked` was provided", kind: premise, reason: "uv --locked: the lockfile is out of date"},
		// Set 948: yarn berry's YN0028 FROZEN_LOCKFILE_EXCEPTION "The
		// lockfile would have been modified by this install, which is
		// explicitly forbidden" (--immutable): the lockfile is stale, and
		// "forbidden" is the flag's, not an authority's.
		{text: "the lockfile would have been modified by this install", kind: premise, reason: "yarn --immutable (YN0028): the lockfile is out of date"},
		{text: "since poetry.lock was last generated", kind: premise, reason: "poetry: the lock file is out of date with pyproject.toml"},
		{text: "in deployment mode after changing your gemfile", kind: premise, reason: "bundler --deployment: Gemfile.lock is out of date with the Gemfile"},
		// Held-out set 833: a vendored or locked copy of the dependencies out
		// of step with the manifest, in more tools' words: Go's "inconsistent
		// vendoring" (modload/vendor.go: "To sync the vendor directory, run:
		// go mod vendor"), pipenv --deploy's "Your Pipfile.lock (x) is out of
		// date. Expected: (y)", Composer's "lock file is not up to date with
		// the latest changes in composer.json", and Bundler's own text, which
		// breaks its line after "changing". A sync step comes first: premise.
		{text: "inconsistent vendoring", kind: premise, reason: "go: vendor/modules.txt is out of step with go.mod (run go mod vendor)"},
		// Set 1478: the same drift in the go command's per-module lines
		// (modload/vendor.go), which a tool may print without the
		// "inconsistent vendoring" headline, and its closing hint; and the
		// module graph holding two modules that provide one import path
		// (modload/import.go AmbiguousImportError "ambiguous import: found
		// package x in multiple modules", GOPATH's "in multiple
		// directories"): the go.mod requirements must change (go get
		// m@none or an upgrade) before the build, not the call, and
		// nothing ran whose result was unclear: premise.
		{text: "is marked as explicit in vendor/modules.txt, but not explicitly required in go.mod", kind: premise, reason: "go: vendor/modules.txt is out of step with go.mod (run go mod vendor)"},
		{text: "is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt", kind: premise, reason: "go: vendor/modules.txt is out of step with go.mod (run go mod vendor)"},
		{text: "is explicitly required in go.mod, but vendor/modules.txt indicates", kind: premise, reason: "go: vendor/modules.txt is out of step with go.mod (run go mod vendor)"},
		{text: "to sync the vendor directory, run:", kind: premise, reason: "go: vendor/modules.txt is out of step with go.mod (run go mod vendor)"},
		{text: "ambiguous import: found ", kind: premise, reason: "go: two modules in the build list provide the same import path: drop or upgrade one in go.mod first"},
		{text: ") is out of date. expected: (", kind: premise, reason: "pipenv --deploy: Pipfile.lock is out of date with the Pipfile (run pipenv lock)"},
		{text: "lock file is not up to date with the latest changes in composer.json", kind: premise, reason: "composer: composer.lock is out of date with composer.json (run composer update)"},
		// Composer's per-package line for the same drift (Installer,
		// set 1558: '- Required package "acme/log" is not present in the
		// lock file.', exit 4), which a tool may keep without the warning
		// above it: the lock must be updated before the install.
		{text: "is not present in the lock file", kind: premise, reason: "composer: composer.lock lacks a package composer.json requires (run composer update)"},
		{text: "in deployment mode after changing", kind: premise, reason: "bundler --deployment: Gemfile.lock is out of date with the Gemfile"},
		// Set 781: a migration tool whose recorded history (the schema
		// version table) disagrees with the migration files or holds a
		// failed or half-applied run. Every tool refuses until a person
		// repairs or forces the record, or applies what is pending; the
		// same command fails the same way: premise.
		{text: "dirty database version", kind: premise, reason: "golang-migrate: a migration half ran; fix the database and force the version first"},
		{text: "can't locate revision identified by", kind: premise, reason: "alembic: the database's revision is not among the migration scripts"},
		{text: "is applied before its dependency", kind: premise, reason: "django: the recorded migration history contradicts the dependency graph"},
		{text: "migrations are pending. to resolve this issue", kind: premise, reason: "rails: the schema is behind the migrations; migrate first"},
		{text: "no application encryption key has been specified", kind: premise, reason: "laravel: the app has no APP_KEY; run php artisan key:generate first"},
		// Set 823: the same model-ahead-of-schema state in other tools' words:
		// EF Core 9's PendingModelChangesWarning raised as an error ("has
		// pending changes. Add a new migration"), EF6 "has changed since the
		// database was created", Django makemigrations --check "not yet
		// reflected in a migration", Alembic's check "Target database is not
		// up to date". A migration must be added or applied first.
		{text: "has pending changes. add a new migration", kind: premise, reason: "ef core: the model is ahead of the migrations; add one first"},
		{text: "has changed since the database was created", kind: premise, reason: "entity framework: the model no longer matches the database; migrate first"},
		{text: "not yet reflected in a migration", kind: premise, reason: "django: the models are ahead of the migrations; make one first"},
		{text: "target database is not up to date", kind: premise, reason: "alembic: the database is behind the migration scripts; upgrade first"},
		// Set 823: one connection or data context driven by a second
		// operation before the first ended (EF Core and EF6 "A second
		// operation (was) started on this context", Npgsql's
		// NpgsqlOperationInProgressException "The connection is already in
		// state 'Executing'", MySqlConnector "This MySqlConnection is
		// already in use"). Each library's docs
		// call it a bug in the calling code (await each call, one context
		// per unit of work), not a wait nor a held name: invalid.
		{text: "second operation was started on this context", kind: invalid, reason: "the data context is used by two operations at once: await each call or use one context per operation"},
		{text: "second operation started on this context", kind: invalid, reason: "the data context is used by two operations at once: await each call or use one context per operation"},
		{text: "connection is already in state 'executing'", kind: invalid, reason: "the connection is used by two commands at once (Npgsql NpgsqlOperationInProgressException): one connection per operation"},
		{text: "mysqlconnection is already in use", kind: invalid, reason: "the connection is used by two operations at once: one connection per operation"},
		// The same misuse in psycopg's ProtocolViolation "another command
		// is already in progress" (a connection shared across threads or a
		// result not consumed): the calling code's order, not a wait
		// (noticed with set 823).
		{text: "another command is already in progress", kind: invalid, reason: "the connection is used by two commands at once (psycopg): one connection per thread, consume each result"},
		// Set 823: First/Single/Last over an empty sequence: LINQ "Sequence
		// contains no elements" / "no matching element", Kotlin's
		// NoSuchElementException "Collection contains no element matching
		// the predicate" and "List is empty.". The query ran and there was
		// nothing to pick, as "returned no rows": ambiguous.
		{text: "sequence contains no elements", kind: ambiguous, reason: "the query ran and returned nothing to pick: narrow or hand back"},
		{text: "sequence contains no matching element", kind: ambiguous, reason: "the query ran and nothing matched: narrow or hand back"},
		{text: "collection contains no element matching the predicate", kind: ambiguous, reason: "the query ran and nothing matched: narrow or hand back"},
		{text: "nosuchelementexception: list is empty", kind: ambiguous, reason: "the query ran and returned nothing to pick: narrow or hand back"},
		// Set 1644: Java's Optional.get / orElseThrow on an empty result
		// (NoSuchElementException "No value present", Optional.java), as a
		// findFirst over rows that came back empty.
		{text: "nosuchelementexception: no value present", kind: ambiguous, reason: "the query ran and returned nothing to pick (Java Optional empty): narrow or hand back"},
		{text: "found failed migrations in the target database", kind: premise, reason: "prisma P3009: a failed migration must be resolved first"},
		{text: "missing migrations before current version", kind: premise, reason: "goose: a migration older than the database version was never applied"},
		{text: "applied migration not resolved locally", kind: premise, reason: "flyway: the database ran a migration the local files lack"},
		{text: "but is missing in the resolved migrations", kind: premise, reason: "sqlx: an applied migration is missing from the local files"},
		{text: "is partially applied; fix and remove row from", kind: premise, reason: "sqlx: a migration half ran; fix its row first"},
		{text: "the migration directory is corrupt, the following files are missing", kind: premise, reason: "knex: applied migrations are missing from the directory"},
		// An applied migration whose file changed since it ran, in each
		// tool's words (set 824): sqlx, Prisma, refinery, Liquibase.
		{text: "was previously applied but has been modified", kind: premise, reason: "sqlx: an applied migration's file changed since it ran; revert it or repair the history"},
		{text: "was modified after it was applied", kind: premise, reason: "prisma: an applied migration's file changed since it ran"},
		{text: "is different than filesystem one", kind: premise, reason: "refinery: an applied migration's file changed since it ran"},
		{text: "changesets check sum", kind: premise, reason: "liquibase: an applied changeset's checksum changed since it ran"},
		{text: "migration checksum mismatch for migration version", kind: premise, reason: "flyway: an applied migration's file changed since it ran; revert it or repair the history"},
		{text: "multiple leaf nodes in the migration graph", kind: premise, reason: "django: two migration branches need a merge migration first"},
		// A database that already holds a schema but no migration history
		// (Atlas, Flyway, Prisma P3005): baseline it first.
		{text: "connected database is not clean", kind: premise, reason: "atlas: the database holds a schema but no revision history; baseline first"},
		{text: "but no schema history table", kind: premise, reason: "flyway: the schema is not empty and has no history; baseline first"},
		// Set 783: two migration files that claim one version. The tool
		// refuses while reading its own source, before the database is
		// touched; "duplicate" names the program's files, not a stored
		// object (conflict) nor several stored matches (ambiguous): fix the
		// files, invalid (golang-migrate source/migration.go, goose
		// provider_collect.go, Flyway's resolver, Rails
		// DuplicateMigrationVersionError).
		{text: "duplicate migration file", kind: invalid, reason: "golang-migrate: two migration files share a version; rename one"},
		{text: "found duplicate migration version", kind: invalid, reason: "goose: two migration files share a version; rename one"},
		{text: "found more than one migration with version", kind: invalid, reason: "flyway: two migration files share a version; rename one"},
		{text: "multiple migrations have the version number", kind: invalid, reason: "rails: two migration files share a version; rename one"},
		// An offline or cache-only install.
		{text: "no cached response is available", kind: premise, reason: "npm --offline: the cache does not hold the package (ENOTCACHED)"},
		{text: "enotcached", kind: premise, reason: "npm --offline: the cache does not hold the package"},
		{text: "you're using offline mode", kind: premise, reason: "cargo --offline: the local index does not hold the package"},
		// Set 1551 (cargo 1.95, captured live): cargo's other offline
		// refusals, for a git dependency never checked out ("can't
		// checkout from '<url>': you are in the offline mode (--offline)")
		// and for a download the cache lacks ("attempting to make an HTTP
		// request, but --offline was specified"): the source is not on the
		// machine, fetch or vendor it first.
		{text: "you are in the offline mode (--offline)", kind: premise, reason: "cargo --offline: the git dependency is not checked out in the local cache"},
		{text: "but --offline was specified", kind: premise, reason: "cargo --offline: the package is not in the local cache"},
		// Set 813: an OS package manager that finds no package of the name
		// in the sources it holds (apt "Unable to locate package", dnf "No
		// match for argument:" and "Unable to find a match:", apk "(no such
		// package)", pacman "target not found:", Homebrew "No available
		// formula with the name"): the package the plan rests on is not
		// there (or the index is stale): replan.
		{text: "unable to locate package ", kind: premise, reason: "apt: no package of that name in the configured sources"},
		// Ansible's apt and yum modules word it their own way (set 825):
		// "No package matching 'x' is available", "No package matching 'x'
		// found available, installed or updated".
		{text: "no package matching ", kind: premise, reason: "Ansible apt/yum: no package of that name in the configured sources"},
		// apt knows the name (another package refers to it) but no source
		// it holds offers a version (noticed with set 813).
		{text: "has no installation candidate", kind: premise, reason: "apt: the package is known but no configured source offers it"},
		{text: "no match for argument: ", kind: premise, reason: "dnf: no package of that name in the enabled repositories"},
		{text: "unable to find a match: ", kind: premise, reason: "dnf: no package of that name in the enabled repositories"},
		{text: "(no such package)", kind: premise, reason: "apk: no package of that name in the repositories"},
		{text: "error: target not found: ", kind: premise, reason: "pacman: no package of that name in the sync databases"},
		{text: "no available formula with the name", kind: premise, reason: "Homebrew: no formula of that name in the taps"},
		// Set 1181: a host package manager stopped by the host's own state
		// or ownership, not by the package asked for. Homebrew's "Cannot
		// install x because conflicting formulae are installed" (another
		// formula linked in the same place: unlink it first) and dpkg's
		// "dpkg was interrupted, you must manually run 'dpkg --configure
		// -a'" (an earlier run left packages half configured) are states to
		// settle first: premise, not a conflicting operation that ends by
		// itself. Homebrew's "is already installed and up-to-date" is the
		// step's own outcome already there: conflict, skip it. Its "not
		// writable by your user" is the prefix's ownership: denied.
		{text: "conflicting formulae are installed", kind: premise, reason: "Homebrew: another installed formula conflicts with this one: unlink it first"},
		{text: "dpkg was interrupted, you must manually run", kind: premise, reason: "dpkg: an earlier run left packages half configured: run dpkg --configure -a first"},
		{text: "is already installed and up-to-date", kind: conflict, reason: "Homebrew: the formula is already installed at the current version: skip the install"},
		{text: "not writable by your user", kind: denied, reason: "Homebrew: the user may not write the prefix's directories"},
		// The same for a language's registry (lead, after set 948): cargo
		// "no matching package named `x` found", NuGet NU1101 "Unable to
		// find package X. No packages exist with this id", npm "'x@*' is
		// not in this registry", conda "PackagesNotFoundError". A version
		// the registry lacks while it holds others stays invalid (set 813's
		// resolver row); pip's "(from versions: none)" is premise.
		// Terraform's provider registry is read the other way: a provider's
		// source address is the configuration's own "namespace/type"
		// argument, and both blind sets that met it (390, 948) read its
		// "does not have a provider named" as that address misspelt.
		{text: "does not have a provider named", kind: invalid, reason: "Terraform: the registry has no provider at that source address: correct the address"},
		{text: "no matching package named", kind: premise, reason: "cargo: the registry holds no package of that name"},
		{text: "no packages exist with this id", kind: premise, reason: "NuGet NU1101: no source holds a package of that id"},
		{text: "is not in this registry", kind: premise, reason: "npm E404: the registry holds no package of that name"},
		{text: "is not in the npm registry", kind: premise, reason: "npm E404: the registry holds no package of that name"},
		{text: "packagesnotfounderror", kind: premise, reason: "conda: no channel holds the package"},
		// Set 813: a repository mirror caught mid-sync, its index files
		// disagreeing with the signed list that names them (apt "Hash Sum
		// mismatch" and "File has unexpected size ... Mirror sync in
		// progress?", yum "repomd.xml does not match metalink", librepo
		// "Downloading successful, but checksum doesn't match"). The tools
		// try another mirror or ask for a later update: transient, unlike a
		// package whose bytes differ from a lockfile (lockedHashWords).
		{text: "hash sum mismatch", kind: transient, reason: "apt: the mirror's index files disagree with its Release file (mirror mid-sync): update again later"},
		{text: "mirror sync in progress?", kind: transient, reason: "apt: the mirror is mid-sync: update again later"},
		{text: "does not match metalink for", kind: transient, reason: "yum: the mirror's metadata is older than the metalink's: another mirror or later"},
		{text: "downloading successful, but checksum doesn't match", kind: transient, reason: "librepo (dnf): the mirror served metadata that does not match the repository's: another mirror or later"},
		// Set 813: a signed repository file whose validity window the local
		// clock lies outside (apt "Release file for ... is not valid yet
		// (invalid for another ...)" and "is expired (invalid since ...)",
		// gpg "(time warp or clock problem)"), as a TLS certificate "not yet
		// valid": the host's clock or the mirror is wrong, waiting is not
		// the cure: premise.
		{text: "is not valid yet (invalid for another", kind: premise, reason: "apt: the Release file's date is ahead of this host's clock: fix the clock"},
		{text: "is expired (invalid since", kind: premise, reason: "apt: the Release file's Valid-Until has passed: the mirror is stale or the clock is wrong"},
		{text: "(time warp or clock problem)", kind: premise, reason: "gpg: the key's date is ahead of this host's clock: fix the clock"},
		{text: "module lookup disabled by goproxy=off", kind: premise, reason: "go: the module is not in the module cache and lookups are off"},
		// Set 1344: cmd/go's toolchain switch (GOTOOLCHAIN=auto) finding no
		// such toolchain to download ("go: download go1.99.0 for
		// linux/amd64: toolchain not available", internal/toolchain), the
		// race detector on a host with cgo off ("go: -race requires cgo;
		// enable cgo by setting CGO_ENABLED=1"), and a GOFLAGS the go
		// command cannot parse ("go: parsing $GOFLAGS: non-flag \"x\""): the
		// host's Go setup, not the call, must change first.
		{text: "toolchain not available", kind: premise, reason: "go: the toolchain go.mod asks for cannot be had on this host: install it or change the go line"},
		{text: "requires cgo; enable cgo by setting cgo_enabled=1", kind: premise, reason: "go: the flag needs cgo, which this host's environment disables"},
		{text: "go: parsing $goflags:", kind: premise, reason: "go: the host's GOFLAGS environment variable does not parse: every go command fails until it is fixed"},
		// The toolchain or runtime on this host is older than required.
		{text: "go.mod requires go >=", kind: premise, reason: "go: the module needs a newer Go toolchain than the host runs (GOTOOLCHAIN=local)"},
		// cmd/go gover.TooNewError "%v requires go >= %v (running go %v%v)"
		// names a dependency as often as go.mod; yarn's engines check and
		// cargo's rust-version say the same of Node and rustc (set 64).
		{text: "(running go ", kind: premise, reason: "go: a module needs a newer Go toolchain than the host runs"},
		{text: "is incompatible with this module. expected version", kind: premise, reason: "yarn: the package needs another Node.js version (engines)"},
		// Helm's check of a chart's kubeVersion against the cluster it
		// installs into (pkg/action: "chart requires kubeVersion: %s which
		// is incompatible with Kubernetes %s"; set 1205): the cluster is
		// older (or newer) than the chart allows; no value of the install
		// helps: another chart version or another cluster.
		{text: "which is incompatible with kubernetes v", kind: premise, reason: "helm: the chart's kubeVersion range excludes the cluster's version: another chart version or cluster"},
		// Set 1205: a chart whose declared dependencies were never fetched
		// on this host (Helm's CheckDependencies "found in Chart.yaml, but
		// missing in charts/ directory: x", with its hint to run `helm
		// dependency build`): the command is right; the host's copy of the
		// chart lacks what it declares.
		{text: "but missing in charts/ directory", kind: premise, reason: "helm: the chart's dependencies are not in charts/ on this host: run helm dependency build first"},
		// Set 1205: kubectl top on a cluster that serves no metrics.k8s.io
		// API ("error: Metrics API not available"): metrics-server is not
		// installed or not registered; the command is right.
		{text: "metrics api not available", kind: premise, reason: "kubectl: the cluster serves no Metrics API (metrics-server is missing)"},
		// Set 1205: controller-runtime's namespace-scoped cache asked for
		// an object in a namespace it does not watch ("unable to get: ns/x
		// because of unknown namespace for the cache"): the manager's setup
		// (cache.Options DefaultNamespaces) excludes it, not the object.
		{text: "because of unknown namespace for the cache", kind: premise, reason: "controller-runtime: the manager's cache does not watch that namespace: widen the cache or read with an uncached client"},
		// Set 1205: a kubeconfig whose exec credential plugin names an API
		// version client-go no longer knows (client.authentication.k8s.io/
		// v1alpha1, removed in 1.24): client-go's "exec plugin: invalid
		// apiVersion" is the host's kubeconfig, not the command's argument:
		// regenerate it (aws eks update-kubeconfig) or upgrade the plugin.
		{text: "exec plugin: invalid apiversion", kind: premise, reason: "client-go: the kubeconfig's exec credential plugin uses an API version this client does not support: regenerate the kubeconfig"},
		{text: "while the currently active rustc version is", kind: premise, reason: "cargo: the package needs a newer rustc (rust-version)"},
		{text: "ebadengine", kind: premise, reason: "npm: the package needs another Node.js or npm version (engines)"},
		// Set 1478: the same engines and platform checks in their other
		// lines and tools: npm's "engine Not compatible with your version
		// of node/npm: x" (npm-install-checks) and EBADPLATFORM "notsup
		// Unsupported platform for x", pnpm's ERR_PNPM_UNSUPPORTED_ENGINE
		// and ERR_PNPM_UNSUPPORTED_PLATFORM, yarn 1's "The engine \"node\"
		// is incompatible with this module" and "The platform \"linux\" is
		// incompatible with this module"; rustup with no toolchain chosen
		// ("rustup could not choose a version of cargo to run ... no
		// default is configured"; rustup before 1.25 "no override and no
		// default toolchain set"). The host's runtime must change first.
		{text: "not compatible with your version of node/npm", kind: premise, reason: "npm: the package needs another Node.js or npm version (engines)"},
		{text: "ebadplatform", kind: premise, reason: "npm: the package does not support this host's OS or CPU (EBADPLATFORM)"},
		{text: "notsup unsupported platform for ", kind: premise, reason: "npm: the package does not support this host's OS or CPU (EBADPLATFORM)"},
		{text: "err_pnpm_unsupported_engine", kind: premise, reason: "pnpm: the package needs another Node.js or pnpm version (engines)"},
		{text: "err_pnpm_unsupported_platform", kind: premise, reason: "pnpm: the package does not support this host's OS or CPU"},
		{text: "is incompatible with this module", kind: premise, reason: "yarn: the package's engines or os/cpu exclude this host"},
		{text: "rustup could not choose a version of", kind: premise, reason: "rustup: no Rust toolchain is selected or installed (rustup default stable first)"},
		{text: "no override and no default toolchain set", kind: premise, reason: "rustup: no Rust toolchain is selected or installed (rustup default stable first)"},
		// Set 1478: a system package manager whose solver cannot install
		// what the request depends on from the configured sources: apt's
		// "The following packages have unmet dependencies: ... but it is
		// not going to be installed" closing "Unable to correct problems,
		// you have held broken packages" (apt-pkg/algorithms.cc), libsolv's
		// "nothing provides x needed by y" (dnf, zypper). The request's
		// name resolved; the sources or the installed set must change
		// first: premise, as "dpkg was interrupted". (apt's "requested an
		// impossible situation" preamble is its guess, not the verdict.)
		{text: "you have held broken packages", kind: premise, reason: "apt: a dependency cannot be installed from the configured sources (held or broken packages)"},
		{text: "the following packages have unmet dependencies", kind: premise, reason: "apt: a dependency cannot be installed from the configured sources"},
		{text: "nothing provides ", kind: premise, reason: "libsolv (dnf, zypper): no configured repository provides a dependency"},
		// Set 1478: a source build of a Python package that failed in its
		// build backend (pip's "Failed building wheel for x", "Could not
		// build wheels for x, which is required to install
		// pyproject.toml-based projects", pip 24's "Failed to build
		// installable wheels for some pyproject.toml based projects",
		// "Getting requirements to build wheel did not run successfully";
		// uv's "The build backend returned an error"): the host lacks the
		// compiler, headers or Python the build needs, or no wheel exists
		// for it yet. The requirement named is fine ("required" is the
		// project's, not a missing argument): premise.
		{text: "failed building wheel for ", kind: premise, reason: "pip: the package's source build failed on this host (compiler, headers or Python)"},
		{text: "could not build wheels for ", kind: premise, reason: "pip: the package's source build failed on this host (compiler, headers or Python)"},
		{text: "failed to build installable wheels for", kind: premise, reason: "pip: the package's source build failed on this host (compiler, headers or Python)"},
		{text: "getting requirements to build wheel did not run successfully", kind: premise, reason: "pip: the package's build backend failed on this host"},
		{text: "the build backend returned an error", kind: premise, reason: "uv: the package's build backend failed on this host"},
		{text: "is not supported by the following package", kind: premise, reason: "cargo: the package needs a newer rustc (rust-version)"},
		{text: "requires a different python", kind: premise, reason: "pip: the package needs another Python version (Requires-Python)"},
		// Set 1574: pypa/build's own report that the build environment
		// lacks what pyproject.toml's [build-system] declares (python -m
		// build --no-isolation: "ERROR Missing dependencies:" with the
		// requirements listed, "ERROR Backend 'x' is not available."), and
		// pip check's report that the installed set breaks a package's
		// requirement ("x 1.0 has requirement y<2, but you have y 2.0.",
		// "x 1.0 requires y, which is not installed."): the environment is
		// not as the step needs; install or fix it first: premise.
		{text: "error missing dependencies:", kind: premise, reason: "python -m build: the build requirements are not installed in this environment"},
		{text: "error backend '", kind: premise, reason: "python -m build: the build backend is not installed in this environment"},
		{text: ", but you have ", kind: premise, reason: "pip check: an installed package's requirement is not met by the installed set"},
		// Set 1574: a wheel file the caller named whose tags do not fit
		// this interpreter or platform (pip "x.whl is not a supported wheel
		// on this platform.") or whose name is not a wheel name (pip
		// InvalidWheelFilename "x is not a valid wheel filename."). pip
		// says so only for a file or URL named in the call (from an index
		// it skips wheels that do not fit); naming the project, or the
		// matching wheel, repairs the call: invalid.
		{text: "is not a supported wheel on this platform", kind: invalid, reason: "pip: the wheel file named in the call is built for another Python or platform"},
		{text: "is not a valid wheel filename", kind: invalid, reason: "pip: the file named in the call is not a wheel (InvalidWheelFilename)"},
		// Set 1574: pip's warnings on an install that went ahead (exit 0)
		// with less than was asked: the release it chose is yanked (PEP
		// 592: "The candidate selected for download or install is a yanked
		// version", with the author's reason), or the extra asked for does
		// not exist ("x 1.0 does not provide the extra 'y'"). The call
		// worked; its result may not serve the goal: ambiguous.
		{text: "is a yanked version", kind: ambiguous, reason: "pip: the install used a release its author yanked (PEP 592): the result may be unusable"},
		{text: "does not provide the extra '", kind: ambiguous, reason: "pip: the package was installed without the extra asked for, which it does not define"},
		// Stored state written by a newer release than the host runs (set
		// 734): Terraform's statefile "state snapshot was created by
		// Terraform v1.8.3, which is newer than current v1.5.7", Pulumi's
		// "is newer than what this version of the Pulumi CLI understands".
		// No argument helps: upgrade the tool first.
		{text: "which is newer than current v", kind: premise, reason: "terraform: the state was written by a newer Terraform than the host runs: upgrade first"},
		{text: "newer than what this version of the pulumi cli understands", kind: premise, reason: "pulumi: the stack was written by a newer CLI than the host runs: upgrade first"},
		// A module's requirements the build needs and go.mod or go.sum
		// lack (go.dev/ref/mod: -mod=readonly): "go mod tidy" or "go get"
		// comes first.
		// Set 757: a type checker that finds the typing stubs of an
		// imported library not installed (mypy's [import-untyped] "Library
		// stubs not installed for" and "missing library stubs or py.typed
		// marker", [import-not-found] "Cannot find implementation or
		// library stub"; pyright's reportMissingModuleSource "could not be
		// resolved from source" and reportMissingTypeStubs "Stub file not
		// found for"). The code may be right; a pip install of the stubs or
		// the package comes first (mypy running_mypy.html#missing-imports).
		{text: "library stubs not installed for", kind: premise, reason: "mypy: the library's type stubs are not installed (pip install types-...)"},
		{text: "missing library stubs or py.typed marker", kind: premise, reason: "mypy: the library has no stubs or py.typed marker installed"},
		{text: "cannot find implementation or library stub for module", kind: premise, reason: "mypy: the imported module is not installed where mypy looks"},
		{text: "could not be resolved from source", kind: premise, reason: "pyright: the package's source is not installed (reportMissingModuleSource)"},
		{text: "stub file not found for", kind: premise, reason: "pyright: the package's type stubs are not installed (reportMissingTypeStubs)"},
		{text: "updates to go.mod needed", kind: premise, reason: "go: go.mod lacks requirements the build needs: go mod tidy first"},
		{text: "missing go.sum entry", kind: premise, reason: "go: go.sum lacks a module's checksum: go mod download or tidy first"},
		{text: "no required module provides package", kind: premise, reason: "go: no module in go.mod provides the import: go get it first"},
		// Set 1542: cmd/go's module queries (modload/query.go). A query
		// that matches no version with no constraint of the call's own
		// ("no matching versions for query \"latest\"", "upgrade",
		// "patch") finds a module that publishes nothing the plan can use:
		// premise, as a proxy's 404 for the module (set 813); a range or
		// prefix the call named (">=v2.0.0", "v3") that nothing satisfies
		// is the call's version to fix: invalid, as npm's ETARGET. A module
		// that resolved but holds no such package (PackageNotInModuleError
		// "module x@v found, but does not contain package x/y", also
		// "found (v1.2.0, replaced by ../x)", and "main module (x) does not
		// contain package x/y") names a wrong import path: the module is
		// there, the call's package path is not one of its packages:
		// invalid.
		{text: "no matching versions for query \"latest\"", kind: premise, reason: "go: the module has no version at all for latest: nothing published to depend on"},
		{text: "no matching versions for query \"upgrade\"", kind: premise, reason: "go: the module has no version at all to upgrade to: nothing published to depend on"},
		{text: "no matching versions for query \"patch\"", kind: premise, reason: "go: the module has no version at all to patch to: nothing published to depend on"},
		{text: "no matching versions for query \"", kind: invalid, reason: "go: no published version satisfies the query the call named: fix the version"},
		{text: ", but does not contain package ", kind: invalid, reason: "go: the module was found but holds no package at that path: fix the import path"},
		{text: ") does not contain package ", kind: invalid, reason: "go: the main module holds no package at that path: fix the import path"},
		// The same import in Node's, TypeScript's and Python's words
		// (set 64): the package is not installed, install it first.
		{text: "cannot find module '", kind: premise, reason: "node/tsc: the module is not installed (MODULE_NOT_FOUND, TS2307): install it first"},
		{text: "modulenotfounderror: no module named", kind: premise, reason: "python: the module is not installed: install it first"},
		// The same, in more runtimes' words (set 747): Node's ES module
		// loader (ERR_MODULE_NOT_FOUND "Cannot find package 'x' imported
		// from ..."), Python 2's ImportError, Ruby's LoadError, Perl's
		// require, the JVM's missing class at run time.
		{text: "cannot find package '", kind: premise, reason: "node (ESM): the package is not installed (ERR_MODULE_NOT_FOUND): install it first"},
		{text: "importerror: no module named", kind: premise, reason: "python: the module is not installed: install it first"},
		// R's words for the same (set 1310, R 4.2 captured live):
		// library(), require() and pkg::fun's loadNamespace "there is no
		// package called ‘w1310tools’" (curly quotes in a UTF-8 locale,
		// straight ones in C), and install.packages' warning, exit status
		// 0, that the repositories hold no such package "package ‘x’ is not
		// available for this version of R" (R-admin "Installing packages":
		// "the package is not available in any of the selected
		// repositories"). Nothing in the call is wrong; the host lacks the
		// package and the plan must use what is installed.
		{text: "there is no package called ", kind: premise, reason: "r: the package is not installed on this host: install it first or use what is installed"},
		{text: "is not available for this version of r", kind: premise, reason: "r: install.packages found no such package in the repositories (nothing was installed)"},
		// A Python library's optional dependency that the environment
		// lacks, in the library's own words (held-out set 822): pandas'
		// import_optional_dependency "Missing optional dependency 'openpyxl'"
		// and its engine lookup "Unable to find a usable engine",
		// transformers' "requires the X library but it was not found in your
		// environment", dask's "requirements are not installed". The
		// arguments are fine; install it first.
		{text: "missing optional dependency '", kind: premise, reason: "python: an optional dependency is not installed: install it first"},
		{text: "unable to find a usable engine", kind: premise, reason: "python: no engine package is installed: install one first"},
		{text: "library but it was not found in your environment", kind: premise, reason: "python: a library the call needs is not installed: install it first"},
		{text: "requirements are not installed", kind: premise, reason: "python: the package's extra requirements are not installed: install them first"},
		// Lua's require after every searcher failed (loadlib.c
		// findloader: "module 'x' not found:" and the searchers' "no field
		// package.preload['x']" list) and Tcl's package require (tclPkg.c:
		// "can't find package x"), live Lua 5.4.4 and Tcl 8.6.13 (set 1678):
		// the library is not installed on this host.
		{text: "no field package.preload[", kind: premise, reason: "lua: require found no such module on this host: install it first or use what is installed"},
		{text: "can't find package ", kind: premise, reason: "tcl: package require found no such package on this host: install it first or use what is installed"},
		{text: "cannot load such file -- ", kind: premise, reason: "ruby (LoadError): the gem or file is not installed: install it first"},
		// Bundler's own remedy for a bundle not installed (set 1550): bundle
		// check's "Bundler can't satisfy your Gemfile's dependencies.
		// Install missing gems with `bundle install`.", and bundle exec's
		// and Rails' "Run `bundle install` to install missing gems.":
		// nothing in the Gemfile is wrong, the gems are not on this host.
		{text: "install missing gems with `bundle install`", kind: premise, reason: "bundler: the Gemfile's gems are not installed: bundle install first"},
		{text: "run `bundle install` to install missing gems", kind: premise, reason: "bundler: the Gemfile's gems are not installed: bundle install first"},
		{text: "(you may need to install the ", kind: premise, reason: "perl: the module is not installed in @INC: install it first"},
		{text: "java.lang.noclassdeffounderror: ", kind: premise, reason: "jvm: a class the program needs is not on the classpath: install or add it first"},
		// PowerShell's Import-Module (Modules_ModuleNotFound, also raised
		// for a #Requires -Modules line): "The specified module 'X' was not
		// loaded because no valid module file was found in any module
		// directory." (held-out set 763).
		{text: "was not loaded because no valid module file was found", kind: premise, reason: "powershell: the module is not installed in any module directory: install it first"},
		// A serverless runtime's own words for the handler's import that
		// failed at cold start (held-out set 755): AWS Lambda's
		// Runtime.ImportModuleError "Unable to import module 'app': No
		// module named 'x'" (Python), "Error: Cannot find module 'app'"
		// (Node, read above). The deployed package lacks it: redeploy.
		{text: "unable to import module '", kind: premise, reason: "serverless runtime: the deployed package cannot import the handler's module (Runtime.ImportModuleError): rebuild and redeploy it"},
		{text: "runtime.importmoduleerror", kind: premise, reason: "serverless runtime: the deployed package cannot import the handler's module (Runtime.ImportModuleError): rebuild and redeploy it"},
		// A Python the distribution manages (PEP 668 EXTERNALLY-MANAGED:
		// pip's "externally-managed-environment", uv's "The interpreter at
		// /usr is externally managed"), and a go.mod replace naming a
		// local directory that is not there (cmd/go "replacement directory
		// %s does not exist"): the host is not as the plan assumed; make a
		// virtual environment, check out the directory first (set 134).
		{text: "externally-managed-environment", kind: premise, reason: "pip (PEP 668): this Python is the distribution's: install into a virtual environment"},
		{text: "is externally managed", kind: premise, reason: "PEP 668: this Python is the distribution's: install into a virtual environment"},
		{text: "replacement directory ", kind: premise, reason: "go: a replace directive names a local directory that is not there"},
	}
	// lockedHashWords: a package manager that fetched a package and found
	// its bytes differ from the hash the project records for it (npm's
	// ssri EINTEGRITY "integrity checksum failed when using sha512: wanted
	// ... but got ...", pnpm ERR_PNPM_TARBALL_INTEGRITY, yarn's "Integrity
	// check failed for", go's "checksum mismatch ... SECURITY ERROR This
	// download does NOT match an earlier download recorded in go.sum" or
	// "the one reported by the checksum server" (go help module-auth),
	// pip's hash-checking mode "THESE PACKAGES DO NOT MATCH THE HASHES FROM
	// THE REQUIREMENTS FILE", cargo's "checksum for `x` changed between
	// lock files"). The tools refetch before they say so; the record or
	// the origin is wrong and a person decides which: premise (set 134).
	// A digest a server computed over bytes that changed in transit (S3
	// BadDigest) stays transient (aws.go).
	lockedHashWords = []pattern{
		{text: "integrity checksum failed", kind: premise, reason: "the package's bytes do not match the integrity the lockfile records (npm EINTEGRITY)"},
		{text: "err_pnpm_tarball_integrity", kind: premise, reason: "the package's bytes do not match the integrity the lockfile records (pnpm)"},
		{text: "integrity check failed for", kind: premise, reason: "the package's bytes do not match the integrity the lockfile records (yarn)"},
		{text: "does not match an earlier download recorded in go.sum", kind: premise, reason: "go: the module's bytes do not match go.sum (SECURITY ERROR)"},
		{text: "does not match the one reported by the checksum server", kind: premise, reason: "go: the module's bytes do not match the checksum database (SECURITY ERROR)"},
		{text: "do not match the hashes from the requirements file", kind: premise, reason: "pip: the package's bytes do not match the requirements file's hashes"},
		{text: "changed between lock files", kind: premise, reason: "cargo: the package's checksum differs from Cargo.lock"},
		// Set 948: yarn berry's YN0018 CACHE_CHECKSUM_MISMATCH "The remote
		// archive doesn't match the expected checksum" and Terraform's
		// provider package that "doesn't match any of the checksums
		// previously recorded in the dependency lock file": the same record
		// against bytes, premise.
		{text: "the remote archive doesn't match the expected checksum", kind: premise, reason: "yarn YN0018: the package archive does not match the checksum the lockfile records"},
		{text: "checksums previously recorded in the dependency lock file", kind: premise, reason: "terraform: the provider package does not match the checksums .terraform.lock.hcl records"},
	}
	// certNameWords: a server certificate that names another host, in
	// curl's, Java's and Python's words: configuration, as Go's x509
	// HostnameError and Node's "does not match certificate's altnames".
	certNameWords = []pattern{
		{text: "no alternative certificate subject name matches", kind: premise, reason: "TLS: the certificate does not name the host (curl 60)"},
		{text: "does not match target host name", kind: premise, reason: "TLS: the certificate does not name the host (curl 60)"},
		{text: "no subject alternative", kind: premise, reason: "TLS: the certificate does not name the host (Java CertificateException)"},
		{text: "hostname mismatch, certificate is not valid for", kind: premise, reason: "TLS: the certificate does not name the host (Python ssl)"},
		{text: "certificate's owner does not match hostname", kind: premise, reason: "TLS: the certificate does not name the host (wget)"},
		// The same mismatch in more clients' and gateways' words (set
		// 581): Fastly's 503 "Hostname doesn't match against certificate"
		// (its TLS to the origin), Ruby openssl's post_connection_check,
		// PHP streams' CN check, Apache HttpClient's hostname verifier,
		// Erlang/OTP ssl's bad_cert reason.
		{text: "doesn't match against certificate", kind: premise, reason: "TLS: the certificate does not name the host (Fastly, toward the origin)"},
		{text: "does not match the server certificate", kind: premise, reason: "TLS: the certificate does not name the host (Ruby openssl)"},
		{text: "did not match expected cn=", kind: premise, reason: "TLS: the certificate does not name the host (PHP streams)"},
		{text: "doesn't match any of the subject alternative names", kind: premise, reason: "TLS: the certificate does not name the host (Apache HttpClient)"},
		{text: "hostname_check_failed", kind: premise, reason: "TLS: the certificate does not name the host (Erlang/OTP ssl)"},
		// Set 1567: urllib3's match_hostname (and Python ssl's before 3.7),
		// CertificateError "hostname '127.0.0.1' doesn't match
		// 'api.example.test'", "... doesn't match either of 'a', 'b'", "no
		// appropriate commonName or subjectAltName fields were found", as
		// requests renders them inside SSLError(CertificateError("...")) or
		// a traceback's last line prints them: the same mismatch.
		{text: "certificateerror(\"hostname '", kind: premise, reason: "TLS: the certificate does not name the host (urllib3 match_hostname)"},
		{text: "certificateerror: hostname '", kind: premise, reason: "TLS: the certificate does not name the host (urllib3 / Python ssl match_hostname)"},
		{text: "doesn't match either of '", kind: premise, reason: "TLS: the certificate does not name the host (urllib3 / Python ssl match_hostname)"},
		{text: "no appropriate commonname or subjectaltname fields were found", kind: premise, reason: "TLS: the certificate names no host (urllib3 / Python ssl match_hostname)"},
	}
	// certPinWords: a client that pins the server's key or certificate
	// and meets another one: curl (90) CURLE_SSL_PINNEDPUBKEYNOTMATCH
	// "SSL: public key does not match pinned public key" (also libcurl's
	// bindings, "cURL error 90"), OkHttp's CertificatePinner "Certificate
	// pinning failure!", Chromium's net::ERR_SSL_PINNED_KEY_NOT_IN_CERT_CHAIN,
	// Android's Network Security Config "Pin verification failed",
	// Alamofire's certificatePinningFailed / publicKeyPinningFailed. The
	// key the client's configuration holds is not the server's (rotated,
	// or a proxy's): the same on every retry, configuration as a chain
	// that does not verify: premise (set 1400). Slack's already_pinned
	// and not_pinned, a message's pin, keep theirs.
	certPinWords = []pattern{
		{text: "does not match pinned public key", kind: premise, reason: "TLS: the server's key is not the pinned one (curl 90): the pin or the server's key, configuration"},
		{text: "certificate pinning failure", kind: premise, reason: "TLS: the server's certificate is not the pinned one (OkHttp CertificatePinner): configuration"},
		{text: "err_ssl_pinned_key_not_in_cert_chain", kind: premise, reason: "TLS: the server's chain holds no pinned key (Chromium): configuration"},
		{text: "pin verification failed", kind: premise, reason: "TLS: the server's chain holds no pinned key (Android Network Security Config): configuration"},
		{text: "certificatepinningfailed", kind: premise, reason: "TLS: the server's certificate is not the pinned one (Alamofire): configuration"},
		{text: "publickeypinningfailed", kind: premise, reason: "TLS: the server's key is not the pinned one (Alamofire): configuration"},
	}
	// otherToolWords: coreutils' mv into its own subtree (rename(2)
	// EINVAL: "an attempt was made to make a directory a subdirectory of
	// itself"): the call's two paths contradict, invalid; curl's HTTP/2
	// stream and framing errors (libcurl-errors(3) 16, 92): the connection
	// at that moment, transient, as Go's "stream error".
	otherToolWords = []pattern{
		// AWS Lambda's own report that a synchronous invoke ran but its
		// response is over the payload quota (set 1766): errorType
		// Function.ResponseSizeTooLarge, "Response payload size exceeded
		// maximum allowed payload size (6291556 bytes)." (Invoke payload,
		// FunctionError Unhandled). The function ran, its effects happened,
		// its result cannot come back: ambiguous, narrow once. The request's
		// own quota ("Request must be smaller than ... bytes") stays invalid.
		{text: "function.responsesizetoolarge", kind: ambiguous, reason: "lambda: the function ran but its response exceeds the payload quota (Function.ResponseSizeTooLarge): ask for less"},
		{text: "response payload size exceeded maximum allowed payload size", kind: ambiguous, reason: "lambda: the function ran but its response exceeds the payload quota: ask for less"},
		// Set 1652 (live GNU Wget 1.21.3): wget -nc's "File 'x' already
		// there; not retrieving." (exit 0, or 1 in later releases): the file
		// this download was to create is on disk already: conflict, skip
		// and use it (wget(1) --no-clobber). A download that completed with
		// nothing in it, wget's "'x' saved [0/0]" (-nv: "URL:... [0/0] ->
		// \"x\""), answered the call and holds nothing: ambiguous, as
		// an empty 2xx (set 1451).
		{text: "already there; not retrieving", kind: conflict, reason: "wget -nc: the file the download was to create is already there"},
		{text: " saved [0/0]", kind: ambiguous, reason: "wget: the download completed with zero bytes"},
		{text: " [0/0] -> \"", kind: ambiguous, reason: "wget -nv: the download completed with zero bytes"},
		// Set 1662: promtool check rules --lint=duplicate-rules: the rule
		// file under check records one rule twice (cmd/promtool main.go
		// "lint error %d duplicate rule(s) found."): the file is to edit,
		// nothing the world holds is duplicated.
		{text: "duplicate rule(s) found", kind: invalid, reason: "promtool lint: the rule file defines the same rule twice: remove one"},
		// promtool query range's own check of its flags, start first
		// (cmd/promtool main.go "start time is not before end time").
		{text: "start time is not before end time", kind: invalid, reason: "arguments out of order: --start is not before --end"},
		// Set 1349: promlint's problems (promtool check metrics,
		// client_golang testutil/promlint), one a line after the metric's
		// name: the exposition the caller wrote breaks the naming
		// conventions: rename or retype the metric, invalid.
		{text: `counter metrics should have "_total" suffix`, kind: invalid, reason: "promlint: the exposition breaks Prometheus's metric naming conventions: fix it"},
		{text: `counter metrics should not have "_total" suffix`, kind: invalid, reason: "promlint: the exposition breaks Prometheus's metric naming conventions: fix it"},
		{text: `metrics should not have "_count" suffix`, kind: invalid, reason: "promlint: the exposition breaks Prometheus's metric naming conventions: fix it"},
		{text: `metric names should be written in 'snake_case'`, kind: invalid, reason: "promlint: the exposition breaks Prometheus's metric naming conventions: fix it"},
		// Set 1344 (and set 593's blind label): cmd/go's "build constraints
		// exclude all Go files in DIR" (go/build MultiplePackageError's
		// sibling NoGoError with ignored files): the package is there, but
		// the build's own settings (-tags, GOOS/GOARCH, CGO_ENABLED) select
		// none of its files: change the call's settings. A directory with
		// no Go files at all ("no Go files in") is not read here.
		{text: "build constraints exclude all go files in", kind: invalid, reason: "go: the build's tags, GOOS/GOARCH or CGO_ENABLED select none of the package's files: change the build settings"},
		// Set 1346: git's safe.directory guard (setup.c, CVE-2022-24765,
		// live git 2.39 as root on a repository owned by another user):
		// "fatal: detected dubious ownership in repository at '<path>'"
		// (2.36+; 2.35.2-2.35.x "unsafe repository ('<path>' is owned by
		// someone else)"). git-config(1) safe.directory: repositories owned
		// by another user are refused unless a person trusts them; widening
		// that trust is the person's decision, not a step the agent
		// takes: denied, as a sandbox boundary.
		{text: "detected dubious ownership in repository", kind: denied, reason: "git: the repository is owned by another user and not in safe.directory: a person must trust it"},
		{text: "is owned by someone else)", kind: denied, reason: "git: the repository is owned by another user and not in safe.directory: a person must trust it"},
		// Set 1728: cmd/go's GOVCS check (vcs.go checkGOVCS, live go
		// 1.26.8: "GOVCS disallows using git for public github.com/x/y;
		// see 'go help vcs'", also "for private"): the host's policy names
		// which version control tools the go command may run for which
		// paths, a security boundary a person set (go.dev/ref/mod#vcs-govcs):
		// denied, as git's safe.directory. A GOVCS that does not parse
		// ("malformed entry in GOVCS") is not read here; the position a
		// build puts before it is not a compiler's (toolShapes).
		{text: "govcs disallows using ", kind: denied, reason: "go: the host's GOVCS policy forbids the version control tool this module path needs: a person must allow it"},
		// Set 1297: cargo waiting on the package cache or build directory
		// lock another cargo process holds (util/flock.rs "Blocking
		// waiting for file lock on"): a lock held now, time frees it.
		{text: "blocking waiting for file lock on", kind: transient, reason: "cargo: another cargo process holds the lock now"},
		// File-transfer tools' own verdicts (set 733): rsync's daemon
		// refusing the module's credentials ("@ERROR: auth failed on
		// module x", denied) or naming a module it does not export
		// ("@ERROR: Unknown module 'x'", premise), its usage exit (code 1,
		// invalid), and a connection the far side dropped (code 12, "connection
		// unexpectedly closed", transient: the "unexpected" is the link's,
		// not the input's); rclone's "corrupted on transfer" (the copy
		// differed from the source on arrival: copy again, transient) and
		// "overlapping remotes" (source and destination overlap: invalid).
		{text: "auth failed on module", kind: denied, reason: "rsync: the daemon refused the module's credentials"},
		{text: "@error: unknown module", kind: premise, reason: "rsync: the daemon exports no such module"},
		{text: "syntax or usage error (code 1)", kind: invalid, reason: "rsync: the command line is wrong (exit 1)"},
		{text: "connection unexpectedly closed", kind: transient, reason: "the far side closed the connection mid-transfer (rsync code 12)"},
		{text: "error in rsync protocol data stream", kind: transient, reason: "rsync: the protocol stream broke mid-transfer (code 12)"},
		{text: "corrupted on transfer", kind: transient, reason: "rclone: the copy differed from the source on arrival: copy again"},
		{text: "on overlapping remotes", kind: invalid, reason: "rclone: source and destination overlap: exclude the destination or pick another"},
		// rsync's daemon refusing a module in its other words (set 1700,
		// rsync 3.2.7 clientserver.c, live): "@ERROR: chdir failed" (the
		// module's path is missing or unreachable on the server: premise);
		// its "module is read only" refusal is read in goerr.go, ahead of
		// the connection reset that follows it.
		{text: "@error: chdir failed", kind: premise, reason: "rsync: the module's directory is missing on the server"},
		// rclone's delete safety bound (--max-delete, --max-delete-size,
		// fs/operations "--max-delete threshold reached"): the destination
		// holds more to delete than the step allowed for, so the sync was
		// cancelled; look at the destination and replan (set 1700). The
		// --max-transfer cut-off stays transient (set 1617, goerr.go).
		{text: "--max-delete threshold reached", kind: premise, reason: "rclone: the sync would delete more than --max-delete allows"},
		{text: "--max-delete-size threshold reached", kind: premise, reason: "rclone: the sync would delete more than --max-delete-size allows"},
		// A run that says it changed nothing by design (set 1700, live):
		// rclone's "Skipped copy/delete as --dry-run is set" notices and
		// restic forget's "no policy was specified, no snapshots will be
		// removed" (exit 0): the call worked, its result is not the change
		// the step wanted: ambiguous.
		{text: "as --dry-run is set", kind: ambiguous, reason: "rclone: a dry run; nothing was changed"},
		{text: "no snapshots will be removed", kind: ambiguous, reason: "restic forget: no policy given; nothing was removed"},
		// rclone naming a remote this host's rclone.conf does not define
		// (fs/config ErrorNotFoundInConfigFile "didn't find section in
		// config file"): a setup step on the host, not the call (set 1178).
		{text: "didn't find section in config file", kind: premise, reason: "rclone: the remote is not configured on this host: run rclone config first"},
		// Backup and sync tools' own verdicts (set 1617, restic 0.14, borg
		// 1.2, rclone 1.60, captured live; rclone's --max-* cut-off is
		// in goerr.go, ahead of the context canceled it causes).
		// A selection that ran and chose nothing: borg's "Include pattern
		// 'x' never matched." (rc 1): the call worked, the result is
		// empty; narrow the paths. (rclone's "There was nothing to
		// transfer" is not read: set 1178 shows it also for a destination
		// already current.)
		{text: "never matched.", kind: ambiguous, reason: "borg: the include pattern selected nothing in the archive: narrow the path"},
		// A comparison that worked and found the copy out of date: rclone
		// check "Failed to check: 1 differences found": the belief that
		// the destination mirrors the source is false (sync again).
		{text: "differences found", kind: premise, reason: "rclone check: the destination does not match the source"},
		// A target that holds something the step may not replace: rclone
		// --immutable "Source and destination exist but do not match:
		// immutable file modified" (the file is already there, differing):
		// conflict; borg init "There is already something at /p." (a
		// path holding ordinary files, no repository to carry forward):
		// invalid, another path.
		{text: "immutable file modified", kind: conflict, reason: "rclone --immutable: the destination already holds a different file of that name"},
		{text: "there is already something at", kind: invalid, reason: "borg init: the path holds other files, not a repository: pick another path"},
		// borg's security prompts answered no for want of a terminal: a
		// relocated repository ("was previously located at ... Do you
		// want to continue? [yN] Aborting. Repository access aborted") or
		// an unknown unencrypted one: an operator's consent (the
		// BORG_RELOCATED_REPO_ACCESS_IS_OK and
		// BORG_UNKNOWN_UNENCRYPTED_REPO_ACCESS_IS_OK settings) the agent
		// lacks: denied. A cache newer than the repository ("this is
		// either an attack or unsafe") is the repository rolled back:
		// premise.
		{text: "repository access aborted", kind: denied, reason: "borg: the repository access needs an operator's confirmation"},
		{text: "obtained from the security directory is newer than repository", kind: premise, reason: "borg: the repository is older than the client's records (rolled back or a copy): investigate"},
		// A CLI's argument count (rclone's cobra: "Command copy needs 2
		// arguments minimum: you provided 1 non flag arguments"; "needs 1
		// arguments maximum"): the command line is wrong.
		{text: " non flag arguments", kind: invalid, reason: "rclone: the command takes another number of arguments"},
		// The same count refused in cobra's own words (args.go
		// MinimumNArgs, ExactArgs, MaximumNArgs, RangeArgs: "accepts 1
		// arg(s), received 0", "requires at least 1 arg(s), only received
		// 0") and in etcdctl's ("put command needs 1 argument and input
		// from stdin or 2 arguments", "get command needs one argument as
		// key and an optional argument as range_end", "put command needs
		// only 1 argument when 'ignore-value' is set"; set 1635, live).
		{text: " arg(s), received ", kind: invalid, reason: "cobra: the command takes another number of arguments"},
		{text: " arg(s), only received ", kind: invalid, reason: "cobra: the command takes more arguments"},
		{text: " command needs 1 argument", kind: invalid, reason: "etcdctl: the command takes another number of arguments"},
		{text: " command needs one argument", kind: invalid, reason: "etcdctl: the command takes another number of arguments"},
		{text: " command needs only 1 argument", kind: invalid, reason: "etcdctl: the command takes another number of arguments"},
		// A database connector or pooler naming its own setup as what
		// refuses (set 1252): the Cloud SQL Go connector's and Auth
		// Proxy's ConfigError "instance does not have IP of type
		// \"PRIVATE\"" (the instance lacks that network path: enable it or
		// pick another IP type), Pgpool-II's "all backend nodes are down,
		// pgpool requires at least one valid node" (HINT "repair the
		// backend nodes and restart pgpool": no wait brings them back).
		{text: "does not have ip of type", kind: premise, reason: "cloud sql connector: the instance has no IP address of the requested type: enable it on the instance or connect over another"},
		{text: "all backend nodes are down", kind: premise, reason: "pgpool-ii: every backend node is detached: an operator must repair and reattach them"},
		// A program or configuration that refers to what it never
		// declares, declares one name twice, or whose references form a
		// cycle (set 734): the checker refused the caller's own text before
		// anything was touched, so the fix is an edit: invalid. Terraform's
		// "Reference to undeclared resource" ("... has not been declared in
		// the root module") and "Error: Cycle: a, b", Pulumi's "Duplicate
		// resource URN", the AWS CDK's "There is already a Construct with
		// name", CloudFormation's "Circular dependency between resources".
		// "in" alone: Terraform wraps a diagnostic's detail at the
		// terminal's width, so "the root module" may open the next line
		// (set 1257).
		{text: "has not been declared in", kind: invalid, reason: "terraform: the configuration refers to a resource or variable it does not declare"},
		// Terraform's and OpenTofu's own verdicts on a run (set 1257): a
		// plan that would destroy an object whose lifecycle.prevent_destroy
		// the configuration's owners set (the guard is theirs to lift, not
		// the agent's: denied); a refresh that found "Objects have changed
		// outside of Terraform" (the state later steps rest on is false:
		// replan, premise); a required_version the binary on this host does
		// not meet ("Unsupported Terraform Core version": install another
		// version first, premise, as set 734's newer state snapshot).
		{text: "has lifecycle.prevent_destroy set", kind: denied, reason: "terraform: the plan would destroy an object its configuration guards with prevent_destroy: only its owners may lift the guard"},
		{text: "objects have changed outside of terraform", kind: premise, reason: "terraform: the refresh found drift: the state the plan rests on is out of date: replan"},
		{text: "objects have changed outside of opentofu", kind: premise, reason: "opentofu: the refresh found drift: the state the plan rests on is out of date: replan"},
		{text: "unsupported terraform core version", kind: premise, reason: "terraform: the binary on this host does not meet required_version: install a supported version first"},
		{text: "unsupported opentofu core version", kind: premise, reason: "opentofu: the binary on this host does not meet required_version: install a supported version first"},
		// Google Compute Engine's resourceInUseByAnotherResource as the
		// google provider prints it without the code ("The network resource
		// 'projects/p/global/networks/n' is already being used by
		// 'projects/p/global/firewalls/f'"): a delete refused while another
		// resource refers to it, premise, as "is still in use" (set 1257).
		{text: "' is already being used by '", kind: premise, reason: "google compute: another resource still uses the object: remove or detach it first"},
		// Azure Resource Manager's AuthorizationFailed in its words ("The
		// client 'x' ... does not have authorization to perform action 'y'
		// over scope 'z' or the scope is invalid"): the caller's RBAC,
		// denied, before the trailing "invalid" (set 1257).
		{text: "does not have authorization to perform action", kind: denied, reason: "azure: the caller's role does not allow the action (AuthorizationFailed)"},
		{text: "error: cycle: ", kind: invalid, reason: "terraform: the configuration's references form a cycle"},
		{text: "circular dependency between resources", kind: invalid, reason: "cloudformation: the template's references form a cycle"},
		{text: "duplicate resource urn", kind: invalid, reason: "pulumi: the program registers two resources under one name"},
		{text: "there is already a construct with name", kind: invalid, reason: "aws cdk: the app declares two constructs under one id"},
		{text: "to a subdirectory of itself", kind: invalid, reason: "a directory cannot be moved into itself (rename(2) EINVAL)"},
		// The same self-contradictory destination in a mailbox or folder
		// tree (Dovecot's RENAME "Can't rename mailbox under its own
		// child", set 1544; Windows' "The destination folder is a
		// subfolder of the source folder"): fix the destination.
		{text: "under its own child", kind: invalid, reason: "a mailbox or folder cannot be moved under its own child: fix the destination"},
		{text: "into its own child", kind: invalid, reason: "a mailbox or folder cannot be moved into its own child: fix the destination"},
		{text: "into its own subfolder", kind: invalid, reason: "a folder cannot be moved into its own subfolder: fix the destination"},
		{text: "into one of its own subfolders", kind: invalid, reason: "a folder cannot be moved into its own subfolder: fix the destination"},
		{text: "into one of its subfolders", kind: invalid, reason: "a folder cannot be moved into its own subfolder: fix the destination"},
		{text: "' into itself '", kind: invalid, reason: "a directory cannot be moved into itself (Python shutil.move): fix the destination"},
		{text: "is a subfolder of the source folder", kind: invalid, reason: "a folder cannot be moved into its own subfolder: fix the destination"},
		// pg_dump's and pg_dumpall's own fatal verdicts, before any SQL
		// (set 1179, captured live): a table, schema, extension, foreign
		// server or database pattern that matched nothing in the database
		// (pg_dump.c expand_*_name_patterns: "no matching tables were
		// found", "... for pattern \"x\"" with --strict-names): the object
		// the dump rests on is not there, premise; and a server newer than
		// the client (pg_backup_db.c _check_database_version "aborting
		// because of server version mismatch"; app-pgdump.html: "pg_dump
		// cannot dump from PostgreSQL servers newer than its own major
		// version"): this host needs a newer pg_dump, premise.
		{text: "no matching tables were found", kind: premise, reason: "pg_dump: no table in the database matches the pattern"},
		{text: "no matching schemas were found", kind: premise, reason: "pg_dump: no schema in the database matches the pattern"},
		{text: "no matching extensions were found", kind: premise, reason: "pg_dump: no extension in the database matches the pattern"},
		{text: "no matching foreign servers were found", kind: premise, reason: "pg_dump: no foreign server matches the pattern"},
		{text: "no matching databases were found", kind: premise, reason: "pg_dumpall: no database matches the pattern"},
		{text: "aborting because of server version mismatch", kind: premise, reason: "pg_dump: the server is newer than this pg_dump: install the server's major version of the client"},
		// vacuumdb's, reindexdb's and clusterdb's refusals of options
		// that cannot go together, before any connection (set 1347,
		// captured live; vacuumdb.c, reindexdb.c, clusterdb.c): the
		// command line is to repair, invalid. An option the server is
		// too old for ("cannot use the \"%s\" option on server versions
		// older than PostgreSQL %s") is the server's, premise.
		{text: "option on server versions older than postgresql", kind: premise, reason: "vacuumdb/reindexdb: the server is older than the option needs"},
		{text: "option when performing only analyze", kind: invalid, reason: "vacuumdb: an option that does not go with --analyze-only"},
		{text: "option when performing full vacuum", kind: invalid, reason: "vacuumdb: an option that does not go with --full"},
		{text: "all databases and a specific one at the same time", kind: invalid, reason: "vacuumdb/reindexdb/clusterdb: --all together with a database name"},
		{text: "and system catalogs at the same time", kind: invalid, reason: "reindexdb: --system together with other targets"},
		{text: "(s) in all databases", kind: invalid, reason: "vacuumdb/reindexdb/clusterdb: --all together with specific tables or schemas"},
		{text: "specific index(es) in all databases", kind: invalid, reason: "reindexdb: --all together with specific indexes"},
		// Set 1421: reindexdb's -j refusals ("cannot use multiple jobs to
		// reindex system catalogs", "... to reindex indexes" before 14):
		// --jobs together with a target it cannot split, the command line
		// to repair (reindexdb.c).
		{text: "cannot use multiple jobs to reindex", kind: invalid, reason: "reindexdb: --jobs together with a target that cannot be split across jobs"},
		// Developer tools' own refusals the generic words miss (sets 388
		// and 390). A write queue the server merges behind (ClickHouse
		// TOO_MANY_PARTS "Merges are processing significantly slower than
		// inserts") clears as merges catch up: a wait.
		{text: "slower than inserts", kind: transient, reason: "the server's merges lag behind the inserts (ClickHouse TOO_MANY_PARTS): insert less often, later"},
		// A session or host without what the command needs, a step
		// outside the call: Snowflake 000606 "No active warehouse
		// selected in the current session", systemctl in a container
		// "System has not been booted with systemd as init system", Helm
		// "has no deployed releases" (an upgrade of a release whose
		// installs all failed).
		// A volume another node holds (Kubernetes "Multi-Attach error ...
		// already exclusively attached to one node"): it is released when
		// the old pod detaches (set 400).
		{text: "multi-attach error", kind: transient, reason: "the volume is still attached to another node: it is released when the old pod goes"},
		// A misspelt action reference (GitHub Actions "Unable to resolve
		// action `actions/chekout@v4`, repository not found"): the
		// workflow names it wrong (set 404).
		{text: "unable to resolve action", kind: invalid, reason: "the workflow names an action that does not resolve: fix the reference"},
		// A CI project with no runner online (GitLab "This job is stuck
		// because the project doesn't have any runners online assigned to
		// it"), an image with no build for the platform (moby "no matching
		// manifest for linux/arm64/v8 in the manifest list entries"): a
		// step outside the call first (set 404).
		{text: "have any runners online", kind: premise, reason: "no runner is online for the project"},
		// The same in other CI systems (held-out set 1172): GitHub Actions
		// failing a job no runner took within its 24 hours ("The job has
		// exceeded the maximum execution time while awaiting a runner for
		// 24h0m0s"), Jenkins' queue reason Queue.LabelHasNoNodes ("There
		// are no nodes with the label 'gpu'"), Azure Pipelines with no
		// hosted parallel job ("No hosted parallelism has been purchased
		// or granted"). Jenkins' "Waiting for next available executor on
		// 'x'" is a busy executor that frees: transient.
		{text: "while awaiting a runner", kind: premise, reason: "no runner with the job's labels took it: the runner is missing"},
		{text: "there are no nodes with the label", kind: premise, reason: "no agent carries the job's label: the item will not start"},
		{text: "no hosted parallelism has been purchased", kind: premise, reason: "the organization has no hosted parallel job: an account step first"},
		{text: "waiting for next available executor", kind: transient, reason: "every executor is busy: one frees when a build ends"},
		{text: "no matching manifest for", kind: premise, reason: "the image has no build for this platform"},
		// The OCI distribution spec's MANIFEST_UNKNOWN as the registry
		// clients print it (go-containerregistry "MANIFEST_UNKNOWN: manifest
		// unknown", docker "manifest unknown: manifest unknown", podman and
		// skopeo "reading manifest v9 in ...: manifest unknown"): the tag or
		// digest is not in the repository, whatever wraps it (a Knative
		// revision, a kubelet pull) (held-out set 692).
		{text: "manifest unknown", kind: premise, reason: "the registry has no manifest for that tag or digest (OCI MANIFEST_UNKNOWN)"},
		// The same clients' rendering of UNSUPPORTED (codes.go), the
		// registry's 405 for an operation its configuration switches off.
		// The OpenAI Agents SDK's guardrail tripwire (agents/exceptions.py
		// InputGuardrailTripwireTriggered and OutputGuardrailTripwireTriggered,
		// "Guardrail X triggered tripwire"): a check the application set up
		// halts the run on this input or output. No argument the agent
		// chooses is meant to get past it: hand back, denied (sets 614 and
		// 1102, blind). Bedrock's guardrail that rewrites an answer is
		// another thing (guardrail.go).
		{text: "triggered tripwire", kind: denied, reason: "the application's guardrail tripped on this input or output: a policy halts the run; hand back"},
		{text: "guardrailtripwiretriggered", kind: denied, reason: "the application's guardrail tripped on this input or output: a policy halts the run; hand back"},
		// The JavaScript SDK's wording of the same errors ("Input guardrail
		// triggered: {...}", "Output guardrail triggered").
		{text: "input guardrail triggered", kind: denied, reason: "the application's guardrail tripped on this input: a policy halts the run; hand back"},
		{text: "output guardrail triggered", kind: denied, reason: "the application's guardrail tripped on this output: a policy halts the run; hand back"},
		// An agent framework's check of the tool list the call declares
		// (set 1781): genkit's ai.Generate "duplicate tool name found: %q"
		// (go/ai/generate.go), an agent SDK's AgentToolDuplicateError
		// "Duplicate tool name found: X", a proxy's validation rule of the
		// same words. Nothing was created: two tools in one request share a
		// name, the call's to repair, invalid; "duplicate key" and other
		// stored duplicates keep conflict.
		{text: "duplicate tool name", kind: invalid, reason: "two tools the call declares share one name: rename or drop one"},
		// A session id or snapshot to resume, given to a runner that has no
		// session store (set 1781): genkit's session flow FAILED_PRECONDITION
		// "snapshot ID %q provided but no session store configured", a Go
		// chat handler's "session_id provided but no session store
		// configured", a Rust agents runner's SessionUnavailable "session id
		// was provided but no session store is configured". The deployment
		// keeps no sessions, so what the plan would resume cannot exist
		// there: replan without it, premise.
		{text: "no session store configured", kind: premise, reason: "the runner has no session store: the session or snapshot to resume cannot exist here; replan without it"},
		{text: "no session store is configured", kind: premise, reason: "the runner has no session store: the session or snapshot to resume cannot exist here; replan without it"},
		// go-containerregistry's checks of a blob against the descriptor
		// that names it (pkg/v1/remote/fetcher.go, internal/verify): the
		// registry's Content-Length, the bytes' digest or size differ from
		// what the manifest promises. The registry serves the same bytes
		// each time and no argument reaches other ones: the stored
		// artifact is damaged or the manifest wrong, premise (set 1538,
		// captured live against distribution v3.1.2 with an altered blob).
		{text: "does not match expected size", kind: premise, reason: "the registry's blob is not the size its descriptor says: the stored artifact is damaged"},
		{text: "checksum after reading", kind: premise, reason: "the blob's bytes do not hash to the digest its descriptor names: the stored artifact is damaged"},
		{text: "error verifying size; got", kind: premise, reason: "the blob is not the size its descriptor says: the stored artifact is damaged"},
		{text: "unsupported: the operation is unsupported", kind: premise, reason: "the registry does not allow the operation (OCI UNSUPPORTED: deletes switched off)"},
		// A short image name containers/image cannot qualify (podman,
		// buildah, skopeo, CRI-O: "short-name \"x\" did not resolve to an
		// alias and no unqualified-search registries are defined", or
		// "short-name resolution enforced but cannot prompt without a TTY"):
		// the reference must name its registry (containers-registries.conf(5);
		// held-out set 745).
		{text: "did not resolve to an alias", kind: invalid, reason: "the short image name resolves to no registry: give the fully-qualified reference"},
		{text: "short-name resolution enforced but cannot prompt", kind: invalid, reason: "the short image name needs a choice of registry: give the fully-qualified reference"},
		// Leftovers of sets 400 to 410, each a class of its own software:
		// a stream that ended before its
		// first chunk (the Anthropic TypeScript SDK "request ended without
		// sending any chunks") passes; a query over the engine's cost
		// limits (BigQuery "Query exceeded resource limits") must shrink;
		// a vector collection not loaded into memory (Milvus
		// "collection not loaded") needs a load first; a kubelet that
		// may not pull ("is not present with pull policy of Never") needs
		// the image placed; an eviction for node pressure ("The node was
		// low on resource: memory") is rescheduled.
		{text: "ended without sending any chunks", kind: transient, reason: "the stream ended before its first chunk: try again"},
		// Its sibling from the same SDK stream helpers (set 1064): the
		// stream closed before it yielded the object the helper assembles
		// (anthropic-sdk-typescript MessageStream "stream ended without
		// producing a Message with role=assistant", openai-node's
		// AbstractChatCompletionRunner "... a ChatCompletionMessage with
		// role=assistant"). The request was accepted and nothing in it is
		// wrong; the stream was cut before its end: try again.
		{text: "stream ended without producing a", kind: transient, reason: "the stream ended before it produced the message: cut short, try again"},
		{text: "query exceeded resource limits", kind: invalid, reason: "the query costs more than the engine allows: make it cheaper"},
		// Libraries' own refusals from sets 409 to 412: an ORM's optimistic
		// update that matched no row (SQLAlchemy StaleDataError "expected to
		// update 1 row(s); 0 were matched") is a stale copy; a task's worker
		// process lost under it (billiard "Worker exited prematurely")
		// passes; transactions on a standalone MongoDB ("Transaction
		// numbers are only allowed on a replica set member or mongos")
		// need another deployment; a model already registered in the
		// process (mongoose "Cannot overwrite `X` model once compiled") is
		// held; ioredis's per-request retry cap over a reconnecting link
		// passes.
		{text: "0 were matched", kind: premise, reason: "the optimistic update matched no row: the object changed or went since it was read (a stale copy)"},
		{text: "worker exited prematurely", kind: transient, reason: "the worker process running the task died: run it again"},
		{text: "only allowed on a replica set member", kind: premise, reason: "the deployment is a standalone server: transactions need a replica set"},
		{text: "model once compiled", kind: conflict, reason: "the model is already registered in this process: use the registered one"},
		{text: "max retries per request limit", kind: transient, reason: "the client's retries over a reconnecting connection ran out: try again when it is back"},
		// More libraries' own refusals (sets 408, 411, 413): an AMQP 1.0
		// entity switched off (Service Bus com.microsoft:entity-disabled
		// "is currently disabled") and a receiver displaced by one with a
		// higher epoch (Event Hubs amqp:link:stolen) are states to settle;
		// Kafka's offsets topic not created yet (sarama) passes; a raft
		// bootstrap of a cluster that has one is held; a scan into a
		// destination that does not fit the columns (sqlx "scannable dest
		// type ... with >1 columns") is the call's; a gRPC client talking
		// to a peer that is not gRPC ("missing HTTP content-type") has the
		// wrong endpoint; a batch's results asked for before it finished
		// (anthropic-python "Has it finished processing?") pass; a
		// function tool without strict (openai-python "is not strict")
		// is the call's.
		// OpenAI Realtime's conversation.item.input_audio_transcription.failed
		// ("The audio could not be transcribed."): the turn was taken, its
		// transcript is unusable (set 413).
		{text: "input_audio_transcription.failed", kind: ambiguous, reason: "the audio turn could not be transcribed: the transcript is unusable"},
		// STATUS_ACCOUNT_DISABLED in MS-ERREF's words, as go-smb2 prints it
		// ("The referenced account is currently disabled and may not be
		// logged on to.", set 1350): a logon refused, denied as the NTSTATUS
		// name reads (set 782), ahead of the entity-disabled reading.
		{text: "referenced account is currently disabled", kind: denied, reason: "the logon account is disabled (NTSTATUS 0xC0000072, STATUS_ACCOUNT_DISABLED)"},
		{text: "is currently disabled", kind: premise, reason: "the entity is disabled: enable it first"},
		{text: "amqp:link:stolen", kind: premise, reason: "another receiver took the link (a higher epoch or owner): this one no longer holds it"},
		// The same displacement in the Event Hubs clients' own words,
		// without the AMQP condition (.NET EventHubsException
		// ConsumerDisconnected "New receiver ... with higher epoch of '1' is
		// created hence current receiver ... is getting disconnected";
		// set 914).
		{text: "with higher epoch of", kind: premise, reason: "another receiver with a higher epoch took the partition: this one no longer holds it"},
		{text: "topic has not yet been created", kind: transient, reason: "the broker's internal topic is still being created: try again shortly"},
		{text: "bootstrap only works on new clusters", kind: conflict, reason: "the cluster is already bootstrapped"},
		{text: "scannable dest type", kind: invalid, reason: "the scan destination does not fit the selected columns: fix the query or the destination"},
		{text: "missing http content-type", kind: premise, reason: "the peer is not a gRPC server (no gRPC content type): the endpoint is wrong"},
		{text: "has it finished processing", kind: transient, reason: "the batch has not finished: ask for its results later"},
		{text: "only `strict` function tools", kind: invalid, reason: "the tool must be declared strict to be parsed: fix the tool definition"},
		{text: "collection not loaded", kind: premise, reason: "the collection is not loaded into memory: load it first"},
		{text: "with pull policy of never", kind: premise, reason: "the image is not on the node and the pod may not pull it"},
		{text: "the node was low on resource", kind: transient, reason: "the pod was evicted for the node's pressure: it is rescheduled"},
		{text: "no active warehouse", kind: premise, reason: "the session has no warehouse to run on (Snowflake 000606): select or resume one first"},
		// The same missing session context in Cloudflare's MCP servers (every
		// account-scoped tool answers "No currently active accountId. Try
		// listing your accounts (accounts_list) and then setting an active
		// account (set_active_account)"; set 1253): a setup step comes first.
		{text: "no currently active account", kind: premise, reason: "the session has no active account selected: list the accounts and set one first"},
		{text: "not been booted with systemd", kind: premise, reason: "the host runs no systemd (a container): the service manager the command needs is not there"},
		{text: "has no deployed releases", kind: premise, reason: "the release has no successful install to upgrade (Helm): install or roll back first"},
		// Set 1394: Helm refusing to adopt an object the chart renders that
		// already stands in the cluster (pkg/action validate.go
		// existingResourceConflict: "X \"n\" in namespace \"ns\" exists and
		// cannot be imported into the current release: invalid ownership
		// metadata; ...", after Helm 3's "rendered manifests contain a
		// resource that already exists. Unable to continue with install:"
		// or Helm 4's "unable to continue with install:"): the object the
		// step was to create is there, carrying no release's marks, so
		// "invalid ownership metadata" is not the call's error: conflict.
		// Where requireValue says another release's marks are on it ("key
		// \"meta.helm.sh/release-name\" must equal \"a\": current value is
		// \"b\"") another owner holds it, premise, as controller-runtime's
		// AlreadyOwnedError (set 1205); that pattern comes first.
		{text: "\": current value is \"", kind: premise, reason: "helm: the object carries another release's ownership marks: another release holds it"},
		{text: "exists and cannot be imported into the current release", kind: conflict, reason: "helm: the object the chart renders already exists in the cluster, outside any release (adopt it or remove it)"},
		// Set 1394: Helm's values checked against the chart's
		// values.schema.json (pkg/chart/common/util jsonschema.go "values
		// don't meet the specifications of the schema(s) in the following
		// chart(s):", then one "- at '/path': ..." line each): the values
		// the call passes are wrong, invalid.
		{text: "meet the specifications of the schema", kind: invalid, reason: "helm: the values break the chart's values.schema.json: fix the values"},
		// A query or version the call names that the server refuses as
		// written: Cassandra's "use ALLOW FILTERING", a registry's "No
		// matching version found for x@^9" (npm ETARGET, pnpm), curl's
		// --max-filesize limit (63) the caller set.
		{text: "use allow filtering", kind: invalid, reason: "the query filters without the partition key (Cassandra): add ALLOW FILTERING or query by key"},
		{text: "no matching version found for", kind: invalid, reason: "no published version satisfies the requested range: fix the version"},
		{text: "maximum file size exceeded", kind: invalid, reason: "the file is larger than the limit the call set (curl 63)"},
		// A lookup that ran and found nothing to use: git describe with no
		// tags, terraform output with no outputs.
		{text: "no names found, cannot describe", kind: ambiguous, reason: "git describe found no tag to describe from"},
		{text: "no outputs found", kind: ambiguous, reason: "the state holds no outputs (Terraform)"},
		// An import of what the state already holds (Terraform "Resource
		// already managed by Terraform"): the world holds it, skip.
		{text: "already managed by terraform", kind: conflict, reason: "the resource is already in the Terraform state"},
		// ENOKEY on an encrypted directory (fscrypt, eCryptfs: "required
		// key not available"): the user's keyring lacks the key that
		// unlocks it, authority the agent does not hold (set 390).
		{text: "required key not available", kind: denied, reason: "the key that unlocks the encrypted file is not in the keyring (ENOKEY)"},
		// A push from a shallow clone the remote refuses ("shallow update
		// not allowed"): the local history is cut short; fetch --unshallow
		// first (set 390).
		{text: "shallow update not allowed", kind: premise, reason: "git: the clone is shallow and the remote refuses it: fetch the full history first"},
		// A merge or pull of histories with no common ancestor, which the
		// tool refuses unless the call asks for it (set 674): git
		// "refusing to merge unrelated histories" (git-merge
		// --allow-unrelated-histories), Mercurial "abort: repository is
		// unrelated" (hg pull/push --force). The call lacks the flag, or
		// names the wrong remote: repair the arguments.
		{text: "refusing to merge unrelated histories", kind: invalid, reason: "git: the histories share no commit: pass --allow-unrelated-histories or fix the remote"},
		{text: "abort: repository is unrelated", kind: invalid, reason: "hg: the repository shares no history: pass --force or fix the source"},
		// A module that moved (go: "module declares its path as: x but was
		// required as: y"): the name the build holds is stale (set 390).
		{text: "module declares its path as", kind: premise, reason: "go: the module moved to another path: require it by its new path"},
		// An element of the wrong kind for the action (Playwright
		// "locator.fill: Error: Element is not an <input>, <textarea> or
		// [contenteditable] element"): the call names the wrong element.
		// The same for a <select> action (Puppeteer and Playwright
		// page.select/selectOption "Element is not a <select> element.")
		// and Puppeteer's click or hover on a handle to a text node "Node is
		// not of type HTMLElement" (set 1667).
		{text: "element is not a <select> element", kind: invalid, reason: "the selector names an element that is not a <select>: fix the selector"},
		{text: "node is not of type htmlelement", kind: invalid, reason: "the handle is to a node that is not an element (a text node): fix the selector"},
		{text: "element is not an <input>", kind: invalid, reason: "the locator names an element the action cannot take: fix the locator"},
		// An authorization server without dynamic client registration
		// (MCP clients' "does not support dynamic client registration"):
		// the agent cannot register itself; a person must provide a
		// client id (set 396).
		{text: "does not support dynamic client registration", kind: denied, reason: "the authorization server does not let the client register itself: a person must provide a client id"},
		// The go-sdk's wording of the same fact with every registration
		// path tried (auth/authorization_code.go: "no configured client
		// registration methods are supported by the authorization server":
		// no pre-registered client, no client ID metadata document, no
		// dynamic registration), set 1392.
		{text: "client registration methods are supported by the authorization server", kind: denied, reason: "the authorization server offers no registration path this client has: a person must provide a client id"},
		// The MCP authorization spec (basic/authorization) requires of the
		// server's side what no client can supply: protected resource
		// metadata naming an authorization server (RFC 9728
		// authorization_servers), PKCE with S256 and the code response
		// type (RFC 8414 metadata). A server that lacks one cannot be
		// authorised against by any client: its setup must change,
		// premise (set 1392: typescript-sdk client/auth.ts "Incompatible
		// auth server: does not support code challenge method S256", go-sdk
		// "protected resource metadata has no authorization servers
		// specified"). Registration is read above: a person can supply a
		// client id, denied.
		{text: "incompatible auth server", kind: premise, reason: "the authorization server lacks what the MCP authorization flow requires (PKCE S256, the code response type): its setup must change"},
		{text: "does not support code challenge method", kind: premise, reason: "the authorization server does not offer PKCE with the method MCP requires (S256)"},
		{text: "has no authorization servers", kind: premise, reason: "the protected resource metadata names no authorization server (RFC 9728): the server's authorization setup is incomplete"},
		{text: "no authorization servers specified", kind: premise, reason: "the protected resource metadata names no authorization server (RFC 9728): the server's authorization setup is incomplete"},
		{text: "no authorization servers found", kind: premise, reason: "the protected resource metadata names no authorization server (RFC 9728): the server's authorization setup is incomplete"},
		// A TLS server that picked an application protocol the client did
		// not offer (Go crypto/tls "server selected unadvertised ALPN
		// protocol"): the two ends' configuration, as a version or cipher
		// mismatch (set 372).
		{text: "unadvertised alpn protocol", kind: premise, reason: "the server picked an application protocol the client did not offer: a configuration mismatch"},
		{text: "was not closed cleanly", kind: transient, reason: "an HTTP/2 stream was reset (curl 92)"},
		{text: "error in the http2 framing layer", kind: transient, reason: "the HTTP/2 connection failed (curl 16)"},
		// A directive outside the server's fixed vocabulary, in a
		// configuration the agent wrote (nginx ngx_conf_file.c "unknown
		// directive", Apache "Invalid command ..., perhaps misspelled"):
		// invalid, as "unrecognized configuration parameter".
		{text: "unknown directive \"", kind: invalid, reason: "the configuration names a directive the server does not have (nginx)"},
		{text: "perhaps misspelled or defined by a module not included", kind: invalid, reason: "the configuration names a directive the server does not have (Apache)"},
		// A lock another process holds now (apt's "Could not get lock
		// /var/lib/dpkg/lock-frontend. It is held by process 2211", "is
		// another process using it?"): it goes when that process ends,
		// transient, as git's index.lock (apt-get's EACCES on the lock
		// file, "Could not open lock file ... Permission denied", stays
		// denied).
		{text: "could not get lock", kind: transient, reason: "another process holds the lock (apt, dpkg)"},
		{text: "is another process using it", kind: transient, reason: "another process holds the lock (apt, dpkg)"},
		// The same wait in other lock tools' words (set 612): util-linux
		// flock(1) -n "flock: failed to get lock", py-filelock's Timeout
		// "The file lock '<path>' could not be acquired.", yum "Existing
		// lock /var/run/yum.pid: another copy is running as pid N.", Gradle
		// "Timeout waiting to lock <cache>. It is currently in use by
		// another Gradle instance.". The holder is alive and releases it
		// when done: transient. An errno after the words (EACCES on the
		// lock file) is read before and keeps its kind.
		{text: "failed to get lock", kind: transient, reason: "another process holds the lock (flock -n)"},
		{text: "the file lock '", kind: transient, reason: "another process holds the file lock (py-filelock Timeout)"},
		{text: "another copy is running as pid", kind: transient, reason: "another process holds the lock (yum)"},
		{text: "in use by another gradle instance", kind: transient, reason: "another Gradle process holds the cache lock"},
		// git gc's own pid lock (builtin/gc.c lock_repo_for_gc, set 1164,
		// captured live): "fatal: gc is already running on machine 'vm'
		// pid 20349 (use --force if not)". gc refuses only when the pid in
		// gc.pid is alive on this host (kill(pid, 0)), so the holder is a
		// live gc that ends by itself: transient, not --force.
		{text: "gc is already running on machine", kind: transient, reason: "git: another gc is running on this host now (gc.pid names a live process)"},
		// sudo(8) refusing to raise the agent's privileges: a credential
		// it lacks.
		{text: "sudo: a password is required", kind: denied, reason: "sudo needs a password the agent does not have"},
		{text: "is not in the sudoers file", kind: denied, reason: "the user may not use sudo"},
		{text: "no askpass program specified", kind: denied, reason: "sudo needs a password the agent does not have"},
		// GNU sed's compile errors of the script the call gave
		// ("sed: -e expression #1, char 2: extra characters after command"):
		// invalid. unzip's archive that is not there: premise.
		{text: "-e expression #", kind: invalid, reason: "the sed script is malformed"},
		{text: "cannot find or open", kind: premise, reason: "the archive is not there (unzip)"},
		// limit_req with a burst delays a request over the rate (ngx_http_limit_req_module).
		{text: "delaying request, excess", kind: transient, reason: "nginx limit_req: the request is over the rate (delayed)"},
	}
	// targetKindWords: a build or run command refusing the target the call
	// named because it is the wrong kind of thing for that verb: a library
	// where a program is needed, a program where a library is, a test file
	// where a main package is. The target exists and the project is fine;
	// the call must name another target: invalid (set 64).
	targetKindWords = []pattern{
		// cmd/go load/pkg.go, run/run.go.
		{text: "is not a main package", kind: invalid, reason: "go: the package named is a library, not a program: name a main package"},
		{text: "is a program, not an importable package", kind: invalid, reason: "go: the import names a main package, which cannot be imported"},
		{text: "cannot run *_test.go files", kind: invalid, reason: "go run: test files run with go test"},
		// cargo ops/cargo_run.rs.
		{text: "a bin target must be available for", kind: invalid, reason: "cargo: the crate is a library: name a binary crate"},
		{text: "could not determine which binary to run", kind: invalid, reason: "cargo: the crate has several binaries: name one with --bin"},
		// Set 595: the same refusal for a CLI's other targets: Heroku CLI
		// "Multiple apps in git remotes ... we can't determine which app
		// you want to run this command against. Specify the app you want
		// with --app or --remote"; kubectl logs "a container name must be
		// specified for pod x, choose one of: [...]"; gh "multiple remotes
		// detected [...]. please specify which repo to use by providing
		// the -R or --repo argument". Nothing ran; the call must name one:
		// invalid. (git's "matched multiple" keeps the several-matches
		// reading, ambiguous, generic.go.)
		{text: "can't determine which app you want", kind: invalid, reason: "heroku: several apps in git remotes: name one with --app or --remote"},
		{text: "multiple apps in git remotes", kind: invalid, reason: "heroku: several apps in git remotes: name one with --app or --remote"},
		{text: "a container name must be specified for pod", kind: invalid, reason: "kubectl: the pod has several containers: name one with -c"},
		{text: "please specify which repo to use by providing", kind: invalid, reason: "gh: several git remotes: name the repository with -R or --repo"},
		// Held-out set 899: a command-line refusal that names the flag
		// which lets the same call go ahead. Nothing ran and the world is
		// as the plan believed; the program only wants its consent in the
		// call: kubectl drain "(use --ignore-daemonsets to ignore)",
		// "(use --delete-emptydir-data to override)"; git add "Use -f if
		// you really want to add them"; git rm "(use --cached to keep the
		// file, or -f to force removal)"; git clean "neither -i, -n, nor -f
		// given; refusing to clean"; cp "-r not specified; omitting
		// directory"; GNU tar "(missing -f option?)". invalid. A refusal
		// whose cause is another object (Docker's "cannot remove a running
		// container ... or force remove", rmi's "(must be forced) - image is
		// being used by") keeps premise.
		{text: "(use --ignore-daemonsets to ignore)", kind: invalid, reason: "kubectl drain: DaemonSet pods need --ignore-daemonsets: the same call with the flag"},
		{text: "(use --delete-emptydir-data to override)", kind: invalid, reason: "kubectl drain: pods with emptyDir need --delete-emptydir-data: the same call with the flag"},
		// Held-out set 1085: kubectl drain's other filters in the same
		// shape (kubectl/pkg/drain/filters.go): unmanaged pods "(use
		// --force to override)", and --delete-local-data, the flag's name
		// before kubectl 1.20.
		{text: "(use --force to override)", kind: invalid, reason: "kubectl drain: pods no controller manages need --force: the same call with the flag"},
		{text: "(use --delete-local-data to override)", kind: invalid, reason: "kubectl drain (before 1.20): pods with emptyDir need --delete-local-data: the same call with the flag"},
		{text: "use -f if you really want to add them", kind: invalid, reason: "git add: the paths are ignored: name them with -f"},
		{text: "or -f to force removal)", kind: invalid, reason: "git rm: the file has changes: --cached or -f"},
		{text: "nor -f given; refusing to clean", kind: invalid, reason: "git clean: clean.requireForce wants -f (or -n, -i)"},
		{text: "-r not specified; omitting directory", kind: invalid, reason: "cp: a directory needs -r"},
		{text: "(missing -f option?)", kind: invalid, reason: "tar: no archive named: -f"},
		// CPython runpy and main.c.
		{text: "is a package and cannot be directly executed", kind: invalid, reason: "python -m: the package has no __main__ module: name a module"},
		{text: "can't find '__main__' module in", kind: invalid, reason: "python: the directory or archive has no __main__.py: name a script"},
		// OpenJDK launcher.properties java.launcher.jar.error3.
		{text: "no main manifest attribute", kind: invalid, reason: "java -jar: the jar names no Main-Class: run a class with -cp"},
		// Held-out set 833: go.mod or go.work that does not parse
		// (golang.org/x/mod/modfile: "go: errors parsing go.mod:" then
		// "go.mod:5: unknown directive: requre" or "usage: require
		// module/path v1.2.3"). The file the agent wrote is wrong, as nginx's
		// and Apache's unknown directive: edit it, invalid.
		{text: "errors parsing go.mod", kind: invalid, reason: "go: go.mod does not parse: fix the file"},
		{text: "errors parsing go.work", kind: invalid, reason: "go: go.work does not parse: fix the file"},
	}
	// savedPlanWords: a saved plan or change set computed against a state
	// that has since moved on, refused at apply (Terraform and OpenTofu
	// "Saved plan is stale": "The given plan file can no longer be applied
	// because the state was changed by another operation after the plan
	// was created"; "Saved plan does not match the given state": another
	// state lineage; CloudFormation's OBSOLETE change set, set 72). What
	// the apply rests on is no longer true and the same apply never
	// succeeds: make a new plan from the current state, premise (set 136).
	savedPlanWords = []pattern{
		{text: "saved plan is stale", kind: premise, reason: "the saved plan was made against a state that has since changed: plan again"},
		{text: "plan file can no longer be applied", kind: premise, reason: "the saved plan was made against a state that has since changed: plan again"},
		{text: "saved plan does not match the given state", kind: premise, reason: "the saved plan was made against another state: plan again"},
		{text: "current execution status of [obsolete]", kind: premise, reason: "the change set was made against a stack that has since changed: create a new one"},
	}
	// filterShapeWords: a JSON query (jq's src/jv_aux.c and execute.c
	// "Cannot index %s with ...", "Cannot iterate over %s", the type
	// named in jq's own words) applied to a value of another type than
	// the filter assumes: the data is what the tool returned and the same
	// filter fails on it every time; the filter must change (".[].name"
	// for ".name" on an array): invalid, as Python's "list indices must
	// be integers" and gojq's "expected an object but got: array" already
	// read (set 593). Only jq's six type names are read, so a search
	// engine's "cannot index document" stays with its own rules.
	filterShapeWords = []pattern{
		{text: "cannot index array with", kind: invalid, reason: "jq: the filter indexes an array as an object: fit the filter to the data"},
		{text: "cannot index object with", kind: invalid, reason: "jq: the filter indexes an object as an array: fit the filter to the data"},
		{text: "cannot index string with", kind: invalid, reason: "jq: the filter indexes a string: fit the filter to the data"},
		{text: "cannot index number with", kind: invalid, reason: "jq: the filter indexes a number: fit the filter to the data"},
		{text: "cannot index boolean with", kind: invalid, reason: "jq: the filter indexes a boolean: fit the filter to the data"},
		{text: "cannot iterate over null", kind: invalid, reason: "jq: the filter iterates over null: fit the filter to the data"},
		{text: "cannot iterate over string", kind: invalid, reason: "jq: the filter iterates over a string: fit the filter to the data"},
		{text: "cannot iterate over number", kind: invalid, reason: "jq: the filter iterates over a number: fit the filter to the data"},
		{text: "cannot iterate over boolean", kind: invalid, reason: "jq: the filter iterates over a boolean: fit the filter to the data"},
		// fromjson on a value that is not a string (set 1646, live jq 1.6:
		// "null (null) only strings can be parsed"): the filter's path
		// reached another type than it assumed.
		{text: "only strings can be parsed", kind: invalid, reason: "jq: fromjson was given a non-string (often a path that is absent): fit the filter to the data"},
		// jq's compile errors all end "at <top-level>, line N:" (set 1646,
		// live jq 1.6: "$name is not defined", an --arg given one value so
		// the file name became the program): the program the call wrote;
		// a runtime error "jq: error (at f.json:1)" never carries it.
		{text: "at <top-level>, line ", kind: invalid, reason: "jq: the filter program does not compile: fix the program or its --arg/--argjson"},
	}
	// localNameWords (set 1429): a cloud or cluster CLI told to use a
	// profile, context or answer mode by name that its own local
	// configuration does not hold. Nothing on the server was looked up;
	// the call named a profile or context that is not there, or asked a
	// question it cannot answer headless: repair the argument (--profile,
	// --context, --quiet), invalid. botocore's ProfileNotFound "The
	// config profile (x) could not be found" (aws/aws-cli#370, exit 253),
	// kubectl config use-context "error: no context exists with the name:
	// "x"." (ansible/awx#7549) and client-go's "context was not found for
	// specified context: x" (kubernetes-sigs/kind#3034), gcloud's "This
	// prompt could not be answered because you are not in an interactive
	// session. You can re-run the command with the --quiet flag"
	// (google-github-actions/setup-gcloud#108).
	localNameWords = []pattern{
		{text: "the config profile (", kind: invalid, reason: "aws: the named profile is not in the local config (botocore ProfileNotFound): fix --profile"},
		{text: "no context exists with the name", kind: invalid, reason: "kubectl: the named context is not in the kubeconfig: fix the context name"},
		{text: "context was not found for specified context", kind: invalid, reason: "kubeconfig: the named context is not in the kubeconfig: fix the context name"},
		{text: "you are not in an interactive session", kind: invalid, reason: "gcloud: the command prompted in a headless session: re-run it with --quiet"},
	}
	// googleIAMHedgeWords (set 1429): Google IAM's permission-first
	// refusal as gcloud prints it, with no 403 beside it: "Permission
	// 'run.services.get' denied on resource '...' (or resource may not
	// exist)", "Permission 'iam.serviceaccounts.actAs' denied on service
	// account x (or it may not exist)". The not-found clause is the hedge
	// that keeps Google from confirming a name; the ruling (sets 15, 34,
	// 328, 355) reads it denied under a status, and the text path now
	// reads it so ahead of the generic "not exist". The quote before
	// "denied" keeps it to the permission-named form; the Gemini Files
	// API's "permission to access the File x or it may not exist" keeps
	// its own premise ruling (hedgednotfound.go geminiFileGone).
	googleIAMHedgeWords = []pattern{
		{text: "' denied on resource", kind: denied, reason: "Google IAM: the named permission is refused; \"(or it may not exist)\" is the hedge, not a missing object"},
		{text: "' denied for resource", kind: denied, reason: "Google IAM: the named permission is refused; \"(or it may not exist)\" is the hedge, not a missing object"},
		// Artifact Registry's Docker endpoint quotes the permission and the
		// resource with double quotes (set 1640): "denied: Permission
		// \"artifactregistry.repositories.uploadArtifacts\" denied on
		// resource \"projects/p/locations/l/repositories/r\" (or it may not
		// exist)".
		{text: "\" denied on resource \"", kind: denied, reason: "Google IAM (Artifact Registry): the named permission is refused; \"(or it may not exist)\" is the hedge, not a missing object"},
		{text: "' denied on service account", kind: denied, reason: "Google IAM: the caller may not act as the service account (iam.serviceAccounts.actAs); \"(or it may not exist)\" is the hedge"},
	}
	toolWords = concat(xmlToolWords, signToolWords, registryPolicyWords, worktreeWords, archiveWords, mediaToolWords, mediaSignInWords, framingWords, prerequisiteWords, lockedHashWords, certNameWords, certPinWords, otherToolWords, clientAuthWords, targetKindWords, savedPlanWords, filterShapeWords, localNameWords, googleIAMHedgeWords)
)

// registrySuggestsName reports a package manager's "no such package"
// that names a close one: RubyGems' "Possible alternatives: widget",
// cargo's "perhaps you meant: serde_json", Homebrew's "Did you mean
// python@3.12?". The tool itself shows the name in the call misspelt, a
// repair (the lead, after sets 1181 and 1550: every blind line with such
// a suggestion reads invalid, 4 of 4). Without one, an absent name stays
// the registry's state, premise (set 948's row).
func registrySuggestsName(t string) bool {
	return hasAny(t, "possible alternatives:", "perhaps you meant:", "perhaps you meant `", "did you mean") &&
		hasAny(t, "no matching package named", "could not find a valid gem", "could not find gem '", "no available formula with the name", "no packages exist with this id", "is not in this registry", "is not in the npm registry", "packagesnotfounderror", "unable to locate package", "no matching distribution found")
}

// lookupSuggestsName reports a lookup by name that found nothing and
// names a close one in the tool's own words: Jenkins's CLI "No such job
// 'deploy-prd'; perhaps you meant 'deploy-prod'?" (GenericItemOptionHandler,
// exit 3) and "No such status 'x'. Did you mean ..." (hudson.model.Result)
// (set 1629). As registrySuggestsName: the tool shows the name in the call
// misspelt, a repair. Without the suggestion "no such" stays premise, and a
// table hint without "no such" (PostgREST's "Perhaps you meant the table")
// keeps its own reading.
//
// A library that lists the valid names instead of guessing one is the same
// repair: mixpanel-python's Consumer.send `No such endpoint "engage". Valid
// endpoints are one of dict_keys([...])` (set 1697).
func lookupSuggestsName(t string) bool {
	return hasFold(t, "no such ") && (hasAny(t, "; perhaps you meant '", "'. did you mean ") || hasFold(t, ". valid ") && hasAny(t, " are one of ", " are one of:"))
}

// toolShapes reads what a phrase list cannot hold.
//
// gzip's, zcat's and zlib's "unexpected end of file", xz's "Unexpected end
// of input" and zstd's "premature end" are a truncated file (gzip(1)
// DIAGNOSTICS, xz message.c LZMA_BUF_ERROR), not the connection's EOF;
// from a parser ("syntax error: unexpected end of file", Node's
// "SyntaxError: Unexpected end of input") they are a script to fix, so the
// program's name must be there.
//
// A file larger than the host allows: EFBIG on a path ("write
// /data/dump.bin: file too large", write(2): "exceeds the implementation-
// defined maximum file size or the process's file size limit") and a child
// killed by SIGXFSZ (setrlimit(2) RLIMIT_FSIZE; the shell's "File size limit
// exceeded"): a limit of the host, as ENOSPC and EDQUOT: premise. An upload
// API's "File too large" (no path) stays the request's size.
//
// curl's errors about a local file (libcurl-errors(3) 23 CURLE_WRITE_ERROR
// "Failure writing output to destination", 26 CURLE_READ_ERROR "Failed to
// open/read local data from file/application", 37 "Couldn't read a file://
// file", worded "Couldn't open file /path" by curl 7.88): the file or its
// directory is not there (premise) unless curl's warning line names a
// refused permission (denied). With -s curl prints no warning, and 23 says
// the same for a directory it may not write: the missing path is the
// likelier reading, as unknown would fall to premise after one retry.
//
// A compiler's or type checker's diagnostic at a place in the source (Go's
// "./main.go:6:2: undefined: fmt", gcc's and clang's "main.c:5:5: error:",
// javac's "Main.java:3: error:", tsc's "error TS2322", rustc's
// "error[E0425]") says the code the agent wrote is wrong: invalid, repair
// it. A missing dependency it names stays the prerequisite words' premise,
// and a test's own failure line ("totals_test.go:12: got 41") has no
// column and no "error:".
func toolShapes(t string) (Result, bool) {
	if r, ok := textUtilShapes(t); ok { // textutils.go (set 1557)
		return r, true
	}
	if registrySuggestsName(t) {
		return verdict(invalid, "the registry has no package of that name and names a close one: the name in the call is misspelt, repair it")
	}
	if lookupSuggestsName(t) {
		return verdict(invalid, "the tool found nothing of that name and names a close one: the name in the call is misspelt, repair it")
	}
	if gitRefGone(t) { // shellwords.go (set 1346)
		return verdict(conflict, "git: the branch or tag to delete is already gone: the end state holds")
	}
	if r, ok := jsToolShapes(t); ok { // jstool.go (set 1340)
		return r, true
	}
	if r, ok := jvmToolShapes(t); ok { // jvmtool.go (set 1319)
		return r, true
	}
	if r, ok := signToolShapes(t); ok { // signtools.go (set 1314)
		return r, true
	}
	if r, ok := psqlDescribeNone(t); ok {
		return r, true
	}
	if pythonCodeError(t) { // set 1261
		return verdict(invalid, "python: the script cannot run as written (an operand type, an undefined name, or a name a standard-library module lacks): fix the code")
	}
	if ipythonCodeError(t) { // set 1308
		return verdict(invalid, "ipython: the cell cannot run as written in this kernel (a magic it does not have, or input() where the frontend gives no stdin): fix the code")
	}
	if jsUndefinedName(t) { // set 1260
		return verdict(invalid, "javascript: the script names a variable that is not defined: fix the code")
	}
	if r, ok := interpreterCodeError(t); ok { // interpcode.go (set 1312)
		return r, true
	}
	if r, ok := logicLangError(t); ok { // logiclang.go (set 1754)
		return r, true
	}
	if scriptValueError(t) { // interpcode.go
		return verdict(invalid, "the script read a key, field or element its data does not hold (or misspelt it), or called a method on nothing: repair the code to read the data as it is")
	}
	if usageSynopsis(t) { // shellwords.go (set 1559)
		return verdict(invalid, "the program printed its usage synopsis, which it does only when it cannot make sense of its arguments: fix the invocation")
	}
	if enumValueRefused(t) { // deadlinewords.go (set 824)
		return verdict(invalid, "a decoder refused a value outside the declared set: spell one of the values it lists")
	}
	if tscInputMissing(t) { // set 1340
		return verdict(premise, "tsc: a file or project the compiler was pointed at is not there (TS6053, TS18003, TS5058, TS5081, TS5083): the project is not as the plan assumed")
	}
	if r, ok := ocamlToolShapes(t); ok { // ocamltool.go (set 1747)
		return r, true
	}
	if rustMissingCrate(t) { // rusttool.go (set 1551)
		return verdict(premise, "rustc: the code uses a crate the package does not link (not in Cargo.toml or the sysroot): add the dependency first")
	}
	if r, ok := rustPanic(t); ok { // rusttool.go (set 1551)
		return r, true
	}
	if rustcBareDiagnostic(t) { // rusttool.go (set 1551)
		return verdict(invalid, "rustc: a diagnostic about the source at a place in it (a denied lint, a syntax error): the code must change")
	}
	// The go command reports the module graph's faults at the importing
	// line's position too; those are not the code's (set 1478 adds the
	// AmbiguousImportError "ambiguous import: found package x in multiple
	// modules").
	if compilerDiagnostic(t) && !hasAny(t, "no required module provides", "missing go.sum entry", "cannot find package", "cannot find module", "could not import", "no such file or directory", "replacement directory ", "ambiguous import: found ", "govcs disallows using ") {
		return verdict(invalid, "a compiler's diagnostic about the source: the code must change")
	}
	if goPackageClash(t) { // set 1542
		return verdict(invalid, "go: one directory holds files of two packages (found packages a (a.go) and b (b.go)): fix the package clauses")
	}
	if r, ok := cmakeError(t); ok { // cbuild.go (set 1543)
		return r, true
	}
	if r, ok := mesonError(t); ok { // cbuild.go (set 1589)
		return r, true
	}
	if r, ok := cBuildShapes(t); ok { // cbuild.go (set 1543)
		return r, true
	}
	if linkerCodeError(t) { // set 1298
		return verdict(invalid, "the linker: a symbol the link command's own objects leave undefined or define twice: fix the sources or the link line")
	}
	if buildGraphError(t) { // set 1298
		return verdict(invalid, "ninja: the target named is not in the build graph, or the graph has a cycle: fix the call or the build file")
	}
	if hasAny(t, "wheel '") && hasAny(t, "' located at ") && hasAny(t, " is invalid") {
		return verdict(premise, "the wheel file is broken: rebuild or fetch it again (pip InvalidWheel)")
	}
	if hasAny(t, "unexpected end of file") && hasAny(t, "gzip:", "gunzip", "zcat", "zlib", "pigz", "z_buf_error") && !hasAny(t, "syntax error") ||
		hasAny(t, "unexpected end of input") && hasAny(t, "xz:", "unxz", "xzcat", "lzma:") ||
		hasAny(t, "premature end") && hasAny(t, "zstd", "read error (39)") {
		return verdict(premise, "the compressed file is truncated: a retry reads the same bytes")
	}
	// zstd's fileio lines begin with the source file, not "zstd:" ("c.zst :
	// Decoding error (36) : Restored data doesn't match checksum"; set 1408,
	// live zstd 1.5.4): error 36 is a frame that fails to decode or its
	// checksum, and "zstd: f: unsupported format" a file with no zstd frame:
	// the bytes are the world's, as xz's "Compressed data is corrupt".
	if hasAny(t, "decoding error (36) :") || hasAny(t, "zstd: ") && hasAny(t, ": unsupported format") {
		return verdict(premise, "zstd: the file is corrupt or no zstd data: a retry reads the same bytes")
	}
	// Maven's record of an earlier miss (set 1181): "Failure to find g:a:v
	// in <repo> was cached in the local repository, resolution will not be
	// reattempted until the update interval of central has elapsed or
	// updates are forced". The artifact was not in the repository when
	// last asked, as "Could not find artifact": premise; the interval is
	// the cache's, not a wait after which the artifact appears. A cached
	// transfer error ("Failure to transfer ... was cached") is left to
	// its original error.
	// Set 1297: Maven 3.9 prints the same cached miss as "The following
	// artifacts could not be resolved: g:a:jar:v (absent): g:a:jar:v was
	// cached in the local repository, ...": "(absent)" is the miss.
	// Set 1478: Maven 3.9 marks a cached transfer error "(absent)" too
	// ("g:a:pom:v (absent): g:a:pom:v failed to transfer from <repo>
	// during a previous attempt. This failure was cached ... Original
	// error: ... status code: 429"); that one is left to its original
	// error as well.
	if hasAny(t, "was cached in the local repository") && hasAny(t, "failure to find ", " (absent)") && !hasAny(t, "failed to transfer from ", "failure to transfer ") {
		return verdict(premise, "maven: the artifact was not in the repository when last resolved (a cached miss): publish it, pick another version, or force an update (-U)")
	}
	if hasAny(t, "file size limit exceeded", "efbig") || efbigOnPath(t) {
		return verdict(premise, "the file would pass the host's file size limit (EFBIG, RLIMIT_FSIZE): a limit of the host, as a full disk")
	}
	if r, ok := curlOptionError(t); ok { // set 1564
		return r, true
	}
	if hasAny(t, "failure writing output to destination", "failed to open/read local data", "couldn't read a file:// file", "curl: (37)") {
		if hasAny(t, "permission denied") {
			return verdict(denied, "curl may not write or read the local file (permission denied)")
		}
		return verdict(premise, "curl's local file or its directory is not there (curl 23/26/37)")
	}
	return Result{}, false
}

// sourceEOF reads a parser that ran out of source text: the end of the
// file is the token it found where it wanted more ("fmtbad.go:7:3:
// expected '}', found 'EOF'", go/parser; "./bad.go:5:1: syntax error:
// unexpected EOF, expected }", cmd/compile's syntax package; Python's
// "SyntaxError: unexpected EOF while parsing"). EOF there is a place in the
// file the agent wrote, not a connection that closed: the source must
// change, invalid, as every other compiler diagnostic (set 108). The
// position or the parser's own "syntax error" must be there, so a test's
// log line ("fetch_test.go:12: unexpected EOF", no column) and a body cut
// short keep the connection's reading.
//
// A data parser states the same place in its own words, EOF followed by a
// line (and column) of the text it read, or EOF as what it was parsing
// when the text ended: jq "parse error: Invalid numeric literal at EOF at
// line 1, column 1" and "Unfinished JSON term at EOF at line 2, column 0",
// serde_json "EOF while parsing an object at line 3 column 0". The text
// handed to the parser is incomplete or not that format, whatever the
// exit status beside it: repair the input (set 1067).
//
// An expression compiler's caret diagnostic (expr's "unexpected token EOF
// (1:28)" over the source line and a caret line, embedengine.go caretFrame)
// places the EOF in the expression the same way (set 1333).
func sourceEOF(t string) (Result, bool) {
	if hasWord(t, "eof") && (hasAny(t, "syntax error", "syntaxerror") || compilerDiagnostic(t) || caretFrame(t)) {
		return verdict(invalid, "a parser reached the end of the source before the code was complete (EOF is a place in the file, not a closed connection): fix the code")
	}
	if hasAny(t, "at eof at line", "eof while parsing") {
		return verdict(invalid, "a data parser reached the end of its input at a stated line (EOF is a place in the text, not a closed connection): the input is incomplete or not that format")
	}
	return Result{}, false
}

// efbigOnPath finds "<op> <path>: file too large", the word before it a
// path (Go's PathError, Python's "[Errno 27] File too large: '/x'"), or
// the strerror with a runtime's own mark of an OS error: Rust's "File too
// large (os error 27)", Java's "java.io.IOException: File too large"
// (FileOutputStream.write passes strerror on; set 102).
func efbigOnPath(t string) bool {
	if hasAny(t, "errno 27]", "(os error 27)", "ioexception: file too large") {
		return true
	}
	i := indexFold(t, ": file too large")
	if i < 0 {
		return false
	}
	w := t[:i]
	if j := strings.LastIndexByte(w, ' '); j >= 0 {
		w = w[j+1:]
	}
	return strings.IndexByte(w, '/') >= 0
}

// compilerDiagnostic finds a compiler's error at a source position.
func compilerDiagnostic(t string) bool {
	if codeAfter(t, "error ts") || codeAfter(t, "error[e") {
		return true
	}
	for i := range exactMatches(t, ": ") {
		ext, col := sourcePosition(t[:i])
		if ext == "" {
			continue
		}
		if (ext == "go" || ext == "star" || ext == "sky") && col || hasPrefixFold(t[i+2:], "error:") || hasPrefixFold(t[i+2:], "fatal error:") {
			return true
		}
	}
	return false
}

// tscInputMissing finds tsc's own diagnostics, under their TS codes, that
// a file or project it was pointed at is not there (set 1340, typescript
// diagnosticMessages.json): TS6053 "File 'x' not found." (a root file on
// the command line or in "files"), TS18003 "No inputs were found in config
// file" (the include patterns matched no source), TS5058 "The specified
// path does not exist" (-p names no project), TS5081 "Cannot find a
// tsconfig.json file at the current directory" (tsc -p . in a directory
// without one) and TS5083 "Cannot read file". These carry no source
// position: the code is not wrong, the project is not as the plan assumed
// (premise, as make's missing prerequisite and cmd/go's "go.mod file not
// found"). A diagnostic at a position (TS2304, TS2322) keeps the
// compiler's invalid.
func tscInputMissing(t string) bool {
	return hasAny(t, "error ts6053: file '", "error ts18003: no inputs were found", "error ts5058: the specified path does not exist",
		"error ts5081: cannot find a tsconfig.json file", "error ts5083: cannot read file")
}

// linkerCodeError finds GNU ld's and lld's diagnostics about the program's
// own symbols (set 1298): "undefined reference to `f'" (a source or -lm
// the link line leaves out) and "multiple definition of `x'" (two objects
// define one global), under the driver's "ld returned 1 exit status" or
// clang's "linker command failed". Every rerun of the same command meets
// them again: invalid. A library the host lacks ("cannot find -lfoo") has
// no such words and stays premise.
func linkerCodeError(t string) bool {
	return hasAny(t, "undefined reference to `", "multiple definition of `") &&
		hasAny(t, "ld returned 1 exit status", "linker command failed", "/usr/bin/ld: ", "ld.lld: error:")
}

// buildGraphError finds ninja's refusals of the call against its own build
// graph (set 1298): "ninja: error: unknown target 'x'" (a misspelt target,
// often with "did you mean") and "ninja: error: dependency cycle: a -> b
// -> a" (a build file to fix). A missing build.ninja or input file keeps
// its premise.
func buildGraphError(t string) bool {
	return hasAny(t, "ninja: error: unknown target '", "ninja: error: dependency cycle: ")
}

// codeAfter reports p followed by a digit (tsc's "error TS2322", rustc's
// "error[E0425]").
func codeAfter(t, p string) bool {
	for i := range foldMatches(t, p) {
		if end := i + len(p); end < len(t) && t[end] >= '0' && t[end] <= '9' {
			return true
		}
	}
	return false
}

// trimLineColumn cuts up to two ":N" numbers (a line, then a column) off
// the end of s and says how many it cut.
func trimLineColumn(s string) (string, int) {
	nums := 0
	for nums < 2 {
		k := len(s)
		for k > 0 && s[k-1] >= '0' && s[k-1] <= '9' {
			k--
		}
		if k == len(s) || k < 2 || s[k-1] != ':' {
			break
		}
		s = s[:k-1]
		nums++
	}
	return s, nums
}

// sourcePosition reads "name.ext:L" or "name.ext:L:C" at the end of s and
// returns the extension when it is a source file's, and whether a column
// was given.
func sourcePosition(s string) (ext string, col bool) {
	s, nums := trimLineColumn(s)
	if nums == 0 {
		return "", false
	}
	dot := strings.LastIndexByte(s, '.')
	if dot < 0 || strings.ContainsAny(s[dot:], " /\t\n") {
		return "", false
	}
	switch e := s[dot+1:]; e {
	case "go", "c", "h", "cc", "cpp", "cxx", "hpp", "rs", "java", "kt", "swift", "cs", "ts", "tsx", "zig":
		return e, nums == 2
	case "star", "sky": // Starlark's resolver (set 1333): "rule.star:2:16: undefined: x"
		return e, nums == 2
	}
	return "", false
}

// psqlDescribeNone reads psql's describe commands (\d, \dt, \di, \dx,
// \dRp ...) that matched nothing (set 1196, psql 15 captured live):
// describe.c's "Did not find any relation named \"%s\"." (16 and later
// also "... tables named", "... indexes named"; "... extension named",
// "... publication named" for their own commands) and, with no pattern,
// "Did not find any relations.". psql exits 0: the lookup ran. A pattern
// with a wildcard (* or ?) is a listing that came back empty, ambiguous;
// an exact name is an object that is not there, premise, as 42P01; the
// bare plural is an empty listing. The sentence counts only as psql
// prints it, at the start of a line or after a "psql:file:line: " prefix,
// and the plural only as one word, so another tool's "did not find any
// matching files" keeps its reading.
func psqlDescribeNone(t string) (Result, bool) {
	const lead = "did not find any "
	for i := range foldMatches(t, lead) {
		if i > 0 && t[i-1] != '\n' && !strings.HasSuffix(t[:i], ": ") {
			continue
		}
		rest := t[i+len(lead):]
		line := rest
		if n := strings.IndexByte(line, '\n'); n >= 0 {
			line = line[:n]
		}
		if k := indexFold(line, " named \""); k > 0 {
			pat := line[k+len(" named \""):]
			end := strings.LastIndexByte(pat, '"')
			if end < 0 || !strings.HasSuffix(pat[end:], "\".") {
				continue
			}
			if strings.ContainsAny(pat[:end], "*?") {
				return verdict(ambiguous, "psql: the describe pattern matched nothing: the listing ran and came back empty")
			}
			return verdict(premise, "psql: no object of that exact name exists (describe found none)")
		}
		if strings.HasSuffix(line, "s.") && !strings.ContainsAny(line[:len(line)-1], " .") {
			return verdict(ambiguous, "psql: the describe command listed nothing: the listing ran and came back empty")
		}
	}
	return Result{}, false
}

// pythonCodeError reads CPython's own words for code that cannot run as
// written, as the exception line of a traceback that a code-execution tool
// hands back ("exit status 1: TypeError: ..."; held-out set 1261, captured
// live from CPython 3.11): a TypeError on operand types ("can only
// concatenate str (not \"int\") to str", "unsupported operand type(s) for
// +: 'int' and 'str'", "'<' not supported between instances of 'int' and
// 'str'"), NameError "name 'json' is not defined", and ImportError "cannot
// import name 'urlopen' from 'urllib' (/usr/lib/python3.11/urllib/
// __init__.py)" for a module outside site-packages. Invalid, as a
// compiler's diagnostic: the script the agent wrote is wrong and every
// rerun meets it again (docs.python.org/3/library/exceptions.html: TypeError
// "Raised when an operation or function is applied to an object of
// inappropriate type"; NameError "Raised when a local or global name is not
// found"). An ImportError from an installed package (site-packages,
// dist-packages: one package built against another's older version) is the
// host's setup and is left alone; ModuleNotFoundError stays premise
// (prerequisiteWords); the null dereferences and wrong types of sets 60 and
// 69 keep their reading in an MCP tool's result (jsonparse.go), and a bare
// KeyError or AttributeError, which reads the same for data without the
// field and a typo in the code (sets 822, 902, 1164), is not read here.
func pythonCodeError(t string) bool {
	if hasAny(t, "typeerror: can only concatenate ", "typeerror: unsupported operand type(s) for ") ||
		hasAny(t, "typeerror: '") && hasAny(t, "' not supported between instances of '") {
		return true
	}
	if hasAny(t, "nameerror: name '") && hasAny(t, "' is not defined") {
		return true
	}
	// Set 1308, live from a Jupyter kernel: the same operand-type error in
	// numpy's words (UFuncTypeError "ufunc 'add' did not contain a loop with
	// signature matching types"), pandas' merge of keys of two dtypes ("You
	// are trying to merge on object and int64 columns"), and float() of a
	// token that is no number ("could not convert string to float: 'n/a'",
	// as int()'s "invalid literal for int()"): the code must convert or
	// choose other columns, whatever the data holds.
	if hasAny(t, "did not contain a loop with signature matching types", "could not convert string to float: '") ||
		hasAny(t, "you are trying to merge on ") && hasAny(t, " columns. if you wish to proceed you should use pd.concat") {
		return true
	}
	return hasAny(t, "importerror: cannot import name '") && !hasAny(t, "site-packages", "dist-packages")
}

// ipythonCodeError reads IPython's and ipykernel's own words for a cell
// that cannot run as written in the kernel it was sent to (set 1308, live
// from ipykernel 6.17 / IPython 8.5): UsageError "Line magic function
// `%pipx` not found." and "Cell magic `%%sqll` not found." (a magic name the
// shell does not have: a misspelling or one an extension provides), and
// StdinNotImplementedError "raw_input was called, but this frontend does
// not support input requests." (input() where the client set allow_stdin
// false, as nbclient and code-interpreter tools do). Every rerun meets it
// again; the code must change: invalid. ModuleNotFoundError for the
// extension itself stays premise.
func ipythonCodeError(t string) bool {
	return hasAny(t, "magic function `%", "cell magic `%%") && hasAny(t, "` not found") ||
		hasAny(t, "raw_input was called, but this frontend does not support input requests")
}

// jsUndefinedName reads a JavaScript engine's ReferenceError for a name the
// script uses and nothing defines ("ReferenceError: w1260Total is not
// defined", as chromedp's Evaluate, node and a Workers upload print it):
// the script the agent handed over is wrong, as CPython's NameError
// (pythonCodeError), invalid in three of four blind labels (sets 832, 1231,
// 1260). A function's own error payload ({"errorType":"ReferenceError",...}
// from an AWS Lambda invoke) is deployed code the call cannot repair and
// keeps its reading (set 281).
func jsUndefinedName(t string) bool {
	return hasAny(t, "referenceerror: ") && hasAny(t, " is not defined") && !hasAny(t, `"errortype"`)
}

// kustomizeInputWords: set 1394, kustomize's own build refusals about the
// kustomization it reads, not about the cluster: one object declared twice
// (api/resmap reswrangler.go "may not add resource with an already
// registered id: Service.v1.[noGrp]/x.ns"), or a generator asking to
// create what a base already generates (api/internal/accumulator "id ...
// exists; can not use behavior: 'create', behavior must be merge or
// replace"). Nothing stands in the world yet: the input must change,
// invalid. They sit ahead of appStateWords (wording.go unseenWords), whose
// bare "already registered" (an account, a runner) stays conflict.
var kustomizeInputWords = []pattern{
	{text: "with an already registered id", kind: invalid, reason: "kustomize: the kustomization declares the same object twice: remove one or patch it instead"},
	{text: "behavior must be merge or replace", kind: invalid, reason: "kustomize: a generator re-creates what a base already generates: set behavior merge or replace"},
}

// goPackageClash finds cmd/go's MultiplePackageError (go/build: "found
// packages %s (%s) and %s (%s) in %s"): the files of one directory name
// two packages in their package clauses, which go build, vet, test and
// list all refuse before compiling (go test prints "[setup failed]"). The
// layout of the source is wrong: invalid, as a compiler's diagnostic
// (set 1542). Read by its shape: the phrase, a .go file in parentheses
// and " and " before the second package on the same line.
func goPackageClash(t string) bool {
	for i := range exactMatches(t, "found packages ") {
		line := t[i:]
		if j := strings.IndexByte(line, '\n'); j >= 0 {
			line = line[:j]
		}
		if k := strings.Index(line, ".go) and "); k > 0 && strings.Contains(line[k:], ".go) in ") {
			return true
		}
	}
	return false
}

// curlParamWords are the curl tool's own verdicts on one of its
// command-line options (tool_helpers.c param2text), printed as "curl:
// option --retyr: is unknown" before its usage hint and exit 2 (held-out
// set 1564). Every one but the library's missing feature says the
// invocation is wrong: repair the option. "the installed libcurl version
// doesn't support this" says the host's libcurl was built without the
// feature the option asks for: no spelling of the call repairs it, premise.
var curlParamWords = []pattern{
	{text: ": is unknown", kind: invalid, reason: "curl: an unknown option (misspelt or from another curl): repair the call"},
	{text: ": is ambiguous", kind: invalid, reason: "curl: an abbreviated option matches several: spell it out"},
	{text: ": requires parameter", kind: invalid, reason: "curl: the option lacks its argument"},
	{text: ": is badly used here", kind: invalid, reason: "curl: the option is used where it does not apply"},
	{text: ": expected a proper numerical parameter", kind: invalid, reason: "curl: the option's argument is no number"},
	{text: ": expected a positive numerical parameter", kind: invalid, reason: "curl: the option's argument is negative"},
	{text: ": too large number", kind: invalid, reason: "curl: the option's argument is too large"},
	{text: ": had unsupported trailing garbage", kind: invalid, reason: "curl: the option's argument has trailing characters"},
	{text: ": the given option can't be reversed with a --no- prefix", kind: invalid, reason: "curl: --no- on an option that is no switch"},
	{text: ": used '--no-' for option that isn't a boolean", kind: invalid, reason: "curl: --no- on an option that is no switch"},
	{text: " cannot be combined", kind: invalid, reason: "curl: two options that exclude each other"},
	{text: ": the installed libcurl version doesn't support this", kind: premise, reason: "curl: the host's libcurl was built without the feature the option needs: install a curl that has it"},
}

// curlOptionError reads curl's "curl: option <name>: <verdict>" line by
// curlParamWords; the verdict is looked for on that line only.
func curlOptionError(t string) (Result, bool) {
	const lead = "curl: option "
	i := indexFold(t, lead)
	if i < 0 {
		return Result{}, false
	}
	line := t[i+len(lead):]
	if j := strings.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	for _, p := range curlParamWords {
		if indexFold(line, p.text) >= 0 {
			return Result{Kind: p.kind, Reason: p.reason}, true
		}
	}
	return Result{}, false
}
