package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 00ed104: 31/34 overall, 17/20 tricky.
// Tolerated: i551-tls-wronghost: invalid vs premise (docs/taxonomy.md Go row "x509 errors ... premise" and toolwords.go certNameWords "configuration, as Go's x509 HostnameError"): the requested name is the call's argument, but a server certified for another name is equally its operator's configuration, and the ruling reads every x509 failure alike.
// Tolerated: i551-erofs: denied vs premise (docs/taxonomy.md Go row "ENOSPC, EROFS ... premise", kept in the SQLITE_READONLY row and set 367's "ENOSPC and EROFS stay premise"): a read-only mount is a sandbox boundary to an agent, and equally a state of the file system the plan assumed writable.
// TestIndependentCases551 runs held-out set 551: Go stdlib net/http/tls/os/encoding failures and nginx, captured live, labelled blind.
func TestIndependentCases551(t *testing.T) {
	runIndependent(t, "testdata/independent551.jsonl", true, "i551-tls-wronghost", "i551-erofs")
}

// TestGeneralise551 checks the unknown-time-zone class: a zone name the
// zone database lacks is the call's argument, in every runtime's words; a
// zone file that is absent or unreadable keeps its errno's reading.
func TestGeneralise551(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Go time.LoadLocation (set 551)", protocol: "go", msg: "unknown time zone Mars/W551_Base", want: rung.KindInvalid},
		{name: "pytz UnknownTimeZoneError", msg: "pytz.exceptions.UnknownTimeZoneError: 'Mars/Base'", want: rung.KindInvalid},
		{name: "Java java.time ZoneId.of ZoneRulesException", msg: "java.time.zone.ZoneRulesException: Unknown time-zone ID: Mars/Base", want: rung.KindInvalid},
		{name: "MySQL ER_UNKNOWN_TIME_ZONE 1298", msg: "ERROR 1298 (HY000): Unknown or incorrect time zone: 'Mars/Base'", want: rung.KindInvalid},
		{name: "Python zoneinfo ZoneInfoNotFoundError", msg: "zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key Mars/Base'", want: rung.KindInvalid},
		// Near misses: the zone file itself, not the name.
		{name: "near miss: zoneinfo file absent (ENOENT)", protocol: "go", msg: "open /usr/share/zoneinfo/Europe/Oslo: no such file or directory", want: rung.KindPremise},
		{name: "near miss: zoneinfo file unreadable (EACCES)", protocol: "go", msg: "open /usr/share/zoneinfo/Europe/Oslo: permission denied", want: rung.KindDenied},
		{name: "near miss: Go duration unit stays invalid", protocol: "go", msg: `time: unknown unit "x" in duration "5x51s"`, want: rung.KindInvalid},
	})
}
