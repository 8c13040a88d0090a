package classify

import "strings"

// cupsText reads the fixed texts of CUPS's command-line programs (lp, lpr,
// lpq, lpstat, lpadmin, lpoptions, lpmove, cancel, cupsenable/cupsdisable,
// cupsaccept/cupsreject, cupsctl) and of ipptool's test report, with the
// IPP status keywords of RFC 8011 Appendix B as those programs print them
// (set 1741, captured live on CUPS 2.4.2). It runs only when the message
// begins with one of those programs' "name: " prefixes, or holds ipptool's
// "status-code = " or "EXPECTED: " lines, or lpstat's "printer X ..." or
// lpq's "Rank    Owner" report: any other text costs a byte scan of its
// first word and two strings.Contains, and no allocation.
var cupsRows = []exactRow{
	// The scheduler cannot be reached (cupsd down, wrong CUPS_SERVER):
	// nothing is proved about any queue. The client library turns a failed
	// connect into server-error-service-unavailable and lpadmin prints the
	// socket's errno ("Bad file descriptor"), which is no argument's fault.
	{"Unable to connect to server", transient, "CUPS: the scheduler could not be reached: retry once cupsd answers"},
	{"Unable to connect to \"", transient, "CUPS ipptool: the printer's host did not answer the connection: retry"},
	{"Scheduler is not running.", transient, "CUPS lpstat: the scheduler could not be reached: retry once cupsd answers"},
	{"server-error-service-unavailable", transient, "IPP server-error-service-unavailable (RFC 8011): the service is temporarily unable to answer"},
	{"server-error-busy", transient, "IPP server-error-busy (RFC 8011): the printer is busy, try again later"},
	{"server-error-temporary-error", transient, "IPP server-error-temporary-error (RFC 8011): a temporary condition, try again later"},
	// A device the backend cannot reach keeps the job queued and retries
	// (backend/network.c, socket/ipp backends): a wait.
	{"The printer may not exist or is unavailable at this time.", transient, "CUPS backend: the device does not answer yet; the backend retries the connection"},
	{"The printer is not responding.", transient, "CUPS backend: the device does not answer yet; the backend retries"},
	{"Waiting for printer to become available.", transient, "CUPS backend: the device is busy or away; the backend retries"},
	// Authentication the program could not supply (no terminal for the
	// password prompt): cupsLastError is cups-authentication-canceled, a
	// refusal for want of credentials, not a user's cancel.
	{"cups-authentication-canceled", denied, "CUPS: the server demanded credentials and none were supplied: the caller lacks the authority"},
	// A queue an administrator set to reject jobs (cupsreject,
	// printer-is-accepting-jobs false) stays so until cupsaccept: another
	// queue or an operator, not a wait; RFC 8011's server-error class says
	// nothing of time here.
	{" is not accepting jobs.", premise, "CUPS: the queue rejects jobs (cupsreject) until an administrator runs cupsaccept: use another queue or hand back"},
	{"server-error-not-accepting-jobs", premise, "IPP server-error-not-accepting-jobs: the queue rejects jobs until an administrator accepts them again"},
	// No queue at all, or none set as the default.
	{"No destinations added.", premise, "CUPS lpstat: the server has no printer or class at all"},
	{"No default destination.", premise, "CUPS: no default destination is set: the plan's bare lp reaches no printer (name one with -d or set a default)"},
	// A stopped queue (cupsdisable) holds its jobs until cupsenable.
	{" disabled since ", premise, "CUPS lpstat: the queue is stopped by an administrator: its jobs wait until cupsenable"},
	{" is not ready\n", premise, "CUPS lpq: the queue is stopped: its jobs wait until cupsenable"},
	// ipptool's report of a job that ended without printing: job-state 7
	// (canceled) or 8 (aborted), RFC 8011 5.3.7, or their reasons.
	{"GOT: job-state=7", premise, "IPP job-state canceled (RFC 8011 5.3.7): the job will never print"},
	{"GOT: job-state=8", premise, "IPP job-state aborted (RFC 8011 5.3.7): the system aborted the job; it will never print"},
	{"job-canceled-by-user", premise, "IPP job-state-reasons job-canceled-by-user: the job will never print"},
	{"aborted-by-system", premise, "IPP job-state-reasons aborted-by-system: the job will never print"},
	// A Restart-Job of a job that has not finished: it is still queued and
	// will print; the step's end state already holds.
	{" is not complete.", conflict, "CUPS Restart-Job: the job has not finished and is still queued to print: nothing to restart"},
	// The call's own arguments.
	{"Bad device-uri scheme \"", invalid, "CUPS lpadmin -v: the device URI's scheme names no backend (see lpinfo -v)"},
	{"lpadmin: Unknown ", invalid, "CUPS lpadmin: an option or value it does not know"},
	{"lp: Bad ", invalid, "CUPS lp: an option value that does not parse"},
	{"lpr: Bad ", invalid, "CUPS lpr: an option value that does not parse"},
	{"Error - need \"", invalid, "CUPS: an option is missing its required value"},
	// A name held by the other kind of destination (a class named as a
	// printer, or the reverse): the name must change; nothing of the step's
	// own exists to carry forward.
	{"A printer named \"", invalid, "CUPS lpadmin: a printer holds that name: choose another name for the class"},
	{"A class named \"", invalid, "CUPS lpadmin: a class holds that name: choose another name for the printer"},
	// A PPD file that cannot be opened (lpadmin -P): the file is not there.
	{": Unable to open PPD file on line ", premise, "CUPS lpadmin -P: the PPD file cannot be opened: it is missing or unreadable"},
	// A program that printed only its usage: the command line is wrong.
	{"Usage: lp", invalid, "CUPS: the program printed its usage: the command line is wrong"},
	{"Usage: cups", invalid, "CUPS: the program printed its usage: the command line is wrong"},
	{"Usage: cancel", invalid, "CUPS cancel: the program printed its usage: the command line is wrong"},
}

// cupsPrograms are the "name: " prefixes CUPS's programs put on their
// messages.
func cupsProgram(first string) bool {
	switch first {
	case "lp", "lpr", "lpq", "lprm", "lpc", "lpstat", "lpadmin", "lpoptions", "lpmove", "lpinfo", "cancel",
		"cupsenable", "cupsdisable", "cupsaccept", "cupsreject", "cupsctl", "ipptool":
		return true
	}
	return false
}

func cupsMarked(msg string) bool {
	if i := strings.IndexByte(msg, ':'); i > 0 && i <= 12 && cupsProgram(msg[:i]) {
		return true
	}
	if strings.HasPrefix(msg, "Usage: lp") || strings.HasPrefix(msg, "Usage: cups") || strings.HasPrefix(msg, "printer ") {
		return true
	}
	return strings.Contains(msg, "status-code = ") || strings.Contains(msg, "\nRank    Owner   Job")
}

func cupsText(msg string) (Result, bool) {
	if len(msg) < 8 || !cupsMarked(msg) {
		return Result{}, false
	}
	for i := range cupsRows {
		r := &cupsRows[i]
		j := strings.Index(msg, r.text)
		if j < 0 {
			continue
		}
		switch r.text {
		case " disabled since ":
			if !strings.HasPrefix(msg, "printer ") {
				continue
			}
		case " is not complete.":
			if !strings.Contains(msg[:j], "Job #") {
				continue
			}
		case "A printer named \"", "A class named \"":
			if !strings.Contains(msg[j:], "\" already exists.") {
				continue
			}
		case "GOT: job-state=7", "GOT: job-state=8":
			// 70 or 8x are no job-state values; the digit must end the line.
			if e := j + len(r.text); e < len(msg) && msg[e] != '\n' {
				continue
			}
		case "job-canceled-by-user", "aborted-by-system":
			if !strings.Contains(msg, "GOT: job-state-reasons=") {
				continue
			}
		}
		return verdict(r.kind, r.reason)
	}
	return Result{}, false
}

// cupsTemplatePage: CUPS's web interface answers a page for a printer or
// class that does not exist with HTTP 200 and its template unfilled
// ("{printer_uri_supported}", "{device_uri}"): the call worked, the page
// describes nothing. Gated on the 200 and the literal placeholder.
func cupsTemplatePage(status int, body string) bool {
	return status == 200 && strings.Contains(body, "{printer_uri_supported}") && strings.Contains(body, "CUPS")
}
