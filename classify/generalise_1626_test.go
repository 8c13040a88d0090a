package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at ef0848a8: 20/28 overall, 6/12 tricky.
// Tolerated: i1626-restore-not-an-archive: premise vs invalid (ruling): set 1347 reads pg_restore's "does not appear to be a valid archive" premise (the file's bytes), and this file was not an archive of any kind.
// Tolerated: i1626-restore-clean-objects-absent: ambiguous vs invalid (ruling): sets 1347 and 1421 read the closing "errors ignored on restore: N" ambiguous whatever the failed commands say, save "already exists"; here every failed command is a --clean DROP of an absent object, which the docs call harmless.
// Tolerated: i1626-restore-owner-role-missing: ambiguous vs premise (ruling): set 1421 names a missing role among the failed commands that keep the closing count ambiguous.
// Tolerated: i1626-dropdb-database-missing: premise vs conflict (ruling): the 3D000 row reads a missing database premise, and set 742 labelled the same dropdb text premise; the drop-of-what-is-gone rows (git refs, Redis, Telegram) would read it conflict: put to the lead.
// Tolerated: i1626-basebackup-max-wal-senders: transient vs premise (ruling): the sentence is 53300, class 53 reads transient (taxonomy's PostgreSQL table); here the cap (1) is below what pg_basebackup -X stream needs (2), which only a text that names both numbers could tell.
func TestIndependentCases1626(t *testing.T) {
	runIndependent(t, "testdata/independent1626.jsonl", true,
		"i1626-restore-not-an-archive", "i1626-restore-clean-objects-absent",
		"i1626-restore-owner-role-missing", "i1626-basebackup-max-wal-senders",
		"i1626-dropdb-database-missing")
}

// Class: pg_restore's archive header version, "unsupported version (X.Y)
// in file header" (pg_backup_archiver.c ReadHead; captured live with
// pg_restore 15 on an archive whose header says 1.99): made by a newer
// pg_dump, premise (toolwords.go archiveWords). Near misses: the magic
// string verdict (premise already), a pg_restore "unsupported" of an
// option (invalid), gorilla/websocket's "unsupported version: 13 not found
// in 'Sec-Websocket-Version' header" (invalid, set 1422).
func TestGeneralise1626ArchiveHeaderVersion(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"newer minor", "exec", 1, "1", "pg_restore: error: unsupported version (1.99) in file header\nexit status 1", rung.KindPremise},
		{"newer major", "exec", 1, "1", "pg_restore: error: unsupported version (2.0) in file header\nexit status 1", rung.KindPremise},
		{"bare", "", 0, "", "pg_restore: error: unsupported version (1.16) in file header", rung.KindPremise},
		{"magic", "exec", 1, "1", "pg_restore: error: did not find magic string in file header\nexit status 1", rung.KindPremise},
		{"near: websocket version header", "go", 0, "", "websocket: unsupported version: 13 not found in 'Sec-Websocket-Version' header", rung.KindInvalid},
		{"near: option", "exec", 1, "1", "pg_restore: error: options -d/--dbname and -f/--file cannot be used together\nexit status 1", rung.KindInvalid},
	})
}

// Class: a PostgreSQL tool that builds a new tree at its directory
// argument refusing a directory that holds files: pg_basebackup -D and
// initdb -D, "directory \"x\" exists but is not empty" (app-pgbasebackup.html,
// app-initdb.html): invalid, name another directory (wording.go
// clientOptionWords). Near misses: a delete of a directory that still
// holds files (rmdir, ENOTEMPTY, Box's folder_not_empty) keeps premise.
func TestGeneralise1626TargetDirNotEmpty(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"basebackup", "exec", 1, "1", "pg_basebackup: error: directory \"/tmp/w1626/bb/full\" exists but is not empty\nexit status 1", rung.KindInvalid},
		{"initdb", "exec", 1, "1", "initdb: error: directory \"/var/lib/pg/data\" exists but is not empty\ninitdb: hint: If you want to create a new database system, either remove or empty the directory \"/var/lib/pg/data\" or run initdb with an argument other than \"/var/lib/pg/data\".\nexit status 1", rung.KindInvalid},
		{"bare", "", 0, "", "pg_basebackup: error: directory \"/srv/tblspc\" exists but is not empty", rung.KindInvalid},
		{"near: rmdir", "exec", 1, "1", "rmdir: failed to remove 'build': Directory not empty\nexit status 1", rung.KindPremise},
		{"near: go remove", "go", 0, "", "remove /tmp/x: directory not empty", rung.KindPremise},
		{"near: box folder", "http", 400, "folder_not_empty", `{"type":"error","status":400,"code":"folder_not_empty","message":"Cannot delete – folder not empty"}`, rung.KindPremise},
	})
}

// Class: pg_isready's "host:port - no response" (exit 2) whose port is not
// a number (pg_isready 15 live, -p abc): no attempt could be made, the -p
// argument is wrong, invalid (pgready.go pgIsReadyBadPort). Near misses: a
// numeric port, a socket directory and an IPv6 address keep transient, as
// does "- rejecting connections".
func TestGeneralise1626PgIsReadyPort(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"letters", "exec", 2, "2", "127.0.0.1:abc - no response\nexit status 2", rung.KindInvalid},
		{"trailing junk", "exec", 2, "2", "db.internal:5432x - no response\nexit status 2", rung.KindInvalid},
		{"bare", "", 0, "", "localhost:pgport - no response", rung.KindInvalid},
		{"near: numeric", "exec", 2, "2", "127.0.0.1:32609 - no response\nexit status 2", rung.KindTransient},
		{"near: socket", "exec", 2, "2", "/var/run/postgresql:5432 - no response\nexit status 2", rung.KindTransient},
		{"near: ipv6", "exec", 2, "2", "::1:5432 - no response\nexit status 2", rung.KindTransient},
		{"near: rejecting", "exec", 1, "1", "127.0.0.1:5432 - rejecting connections\nexit status 1", rung.KindTransient},
	})
}

// Class: proc.c's walsender refusal "number of requested standby
// connections exceeds max_wal_senders (currently N)", 53300 as "sorry, too
// many clients already" (pgsentence.go pgServerSentences): transient by the
// class-53 ruling, not an argument "exceeding a limit". Near misses: "all
// replication slots are in use" (53400, as before) and a pg_basebackup
// refusal for want of the REPLICATION attribute (denied).
func TestGeneralise1626WalSenderSlots(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"basebackup", "exec", 1, "1", "pg_basebackup: error: connection to server at \"127.0.0.1\", port 32600 failed: FATAL:  number of requested standby connections exceeds max_wal_senders (currently 1)\npg_basebackup: removing data directory \"/tmp/w1626/bb/b2\"\nexit status 1", rung.KindTransient},
		{"receivewal", "exec", 1, "1", "pg_receivewal: error: connection to server at \"db\" (10.0.0.5), port 5432 failed: FATAL:  number of requested standby connections exceeds max_wal_senders (currently 10)\nexit status 1", rung.KindTransient},
		{"near: too many clients", "exec", 2, "2", "psql: error: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  sorry, too many clients already\nexit status 2", rung.KindTransient},
		{"near: no replication role", "exec", 1, "1", "pg_basebackup: error: connection to server at \"127.0.0.1\", port 32600 failed: FATAL:  must be superuser or replication role to start walsender\nexit status 1", rung.KindDenied},
	})
}
