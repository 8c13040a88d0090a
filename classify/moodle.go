package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// moodleBody reads the failures Moodle's web services answer, mostly under
// HTTP 200, in Moodle's own envelopes (held-out set 1335):
//
//   - the REST server's exception, {"exception":"<class>","errorcode":
//     "<string id>","message":"..."} (webservice/rest/server.php);
//   - login/token.php's {"error":"...","errorcode":"<string id>",
//     "stacktrace":...,"debuginfo":...};
//   - mod_assign's warnings, [{"item":"<detail>","itemid":N,"warningcode":
//     "<code>","message":"..."}], the answer of a save_submission or
//     start_submission that did nothing.
//
// The errorcode is the name of the language string Moodle threw, so it
// says what went wrong whatever the words of the site's language. Apigee's
// fault detail also carries an "errorcode" key; it has neither the
// "exception" nor the "stacktrace" key and is left to its own reader.
func moodleBody(b string) (Result, bool) {
	code, detail := jsonString(b, "errorcode"), ""
	if code != "" {
		if !strings.Contains(b, `"exception"`) && !(strings.Contains(b, `"stacktrace"`) && strings.Contains(b, `"debuginfo"`)) {
			return Result{}, false
		}
		detail = jsonString(b, "message")
	} else {
		if code = jsonString(b, "warningcode"); code == "" || !strings.Contains(b, `"itemid"`) {
			return Result{}, false
		}
		detail = jsonString(b, "item")
	}
	k, why, ok := moodleCode(code, detail)
	if !ok {
		return Result{}, false
	}
	return Result{Kind: k, Code: code, Reason: "moodle " + code + ": " + why}, true
}

// moodleCode maps Moodle's string ids to the kind they prove.
func moodleCode(code, detail string) (rung.Kind, string, bool) {
	switch code {
	case "invalidtoken", "invalidtimedtoken", "invalidiptoken", "accessexception", "nopermissions", "noguest",
		// Set 1578: a token whose service's session ended
		// (servicerequireslogin "Web service is not available (the session
		// has been logged out or has expired)"), a service restricted to
		// another context (restrictedcontextexception), and the capability
		// strings of webservice.php and error.php.
		"servicerequireslogin", "restrictedcontextexception", "nocapabilitytousethisservice", "missingrequiredcapability", "cannotcreatetoken", "forbiddenwsuser",
		// Set 1650: the other capability strings of webservice.php: a
		// parameter or search criterion the user's role may not use
		// ("The user does not have the required capability to use the
		// parameter {$a}", "Missing permissions to search on a criterion.").
		"nocapabilitytouseparameter", "criteriaerror",
		// Set 1698: the other refusals of lang/en/error.php and
		// webservice.php: a user not on a restricted service's list
		// (usernotallowed), a profile or group withheld from the caller
		// (usernotavailable, cannotviewprofile, notmemberofgroup,
		// nopermissiontoviewgrades), the guest or an ended session acting
		// (guestsarenotallowed, mustbeloggedin, sessionerroruser "Your
		// session has timed out. Please log in again."), a site policy only
		// the person can accept (sitepolicynotagreed), and the role-only
		// strings (onlyadmins, onlyeditingteachers, nologinas).
		"usernotallowed", "usernotavailable", "cannotviewprofile", "notmemberofgroup", "nopermissiontoviewgrades",
		"guestsarenotallowed", "mustbeloggedin", "sessionerroruser", "sitepolicynotagreed", "onlyadmins", "onlyeditingteachers", "nologinas":
		return denied, "the token or the user behind it may not make this call", true
	case "errorcoursecontextnotvalid", "errorcatcontextnotvalid":
		// Set 1578: validate_context's failure wraps the context's own
		// error ("... The context error message was: <message>"): read
		// that as its own errorcode would be read.
		switch {
		case hasAny(detail, "is hidden)"):
			return premise, "the course or category is hidden: its state, not the caller's rights", true
		case hasAny(detail, "can not find data record", "can't find data record"):
			return premise, "the course or category the call names is not in the site", true
		}
		return denied, "the caller may not work in the course or category context", true
	case "shortnametaken", "idnumbertaken", "courseidnumbertaken", "groupexistforcourse", "groupalready", "usernotaddedregistered", "usernotrenamedexists", "useremailduplicate", "filenameexist", "nameexists",
		// Set 1698: the role and category strings of the same family
		// ("There is already a role with this name!").
		"duplicaterolename", "duplicateroleshortname", "categoryidnumbertaken":
		// Set 1578: the "already used / already exists" strings of
		// lang/en/error.php and webservice.php ("Short name is already used
		// for another course ({$a})"): the site holds the value.
		return conflict, "the site already holds the name, id number or member the call would create", true
	case "requireloginerror":
		// require_login's reason in brackets: a course or activity hidden
		// from students is its state, not the caller's rights ("Course or
		// activity not accessible. (Course is hidden)").
		if hasAny(detail, "is hidden)") {
			return premise, "the course or activity is hidden: its state, not the caller's rights", true
		}
		return denied, "the caller may not enter the course or activity (not enrolled, not logged in)", true
	case "invalidparameter":
		return invalid, "a parameter of the call is invalid", true
	case "invalidrecord", "invalidrecordunknown":
		return premise, "the record the call names is not in the site's database", true
	case "servicenotavailable", "enablewsdescription":
		return premise, "the site's web service setup lacks the service", true
	case "restoredaccountresetpassword":
		return denied, "the account must reset its password before any token is issued: a person must change it (as an expired password)", true
	case "sitemaintenance",
		// Set 1698: the site's own "retry later" strings: an upgrade under
		// way ("Site is being upgraded, please retry later."), a session
		// lock wait, statistics still catching up ("... Check back soon!").
		"upgraderunning", "sessionwaiterr", "statscatchupmode":
		return transient, "the site is in maintenance mode or busy and says to come back", true
	case "usernotincourse", "courserequestdisabled", "messagingdisable", "moduledisable", "registrationdisabled", "gradepubdisable", "tagdisabled", "statsdisable", "userquotalimit", "forumblockingtoomanyposts":
		// Set 1698: the site's setup or state, the same for every caller:
		// the user the call names is not enrolled ("This user is not in
		// this course!"), a feature switched off site-wide or for the
		// course ("Sorry, but course requests have been disabled by the
		// administrator.", "Messaging is disabled on this site"), a file
		// quota spent, and a forum's post threshold, whose blocking period
		// is a day to a week (a day-long allowance, the quota ruling).
		return premise, "the site's setup or state rules the call out for any caller", true
	case "sslonlyaccess", "missingparam", "enddatebeforestartdate", "nostartdatenoenddate":
		// Set 1698: the call's own fault: plain HTTP where only HTTPS is
		// served (the HTTPS ruling), a missing parameter, course dates
		// that contradict each other.
		return invalid, "the call itself is wrong: scheme, a missing parameter or its dates", true
	case "noparticipants", "nostatstodisplay", "statsnodata", "multiplerecordsfound":
		// Set 1698: the lookup ran and found none, or several where one
		// was needed ("No participants found for this course", "Multiple
		// records found, only one record expected.").
		return ambiguous, "the lookup ran but found none or several where one answer was needed", true
	case "submissionnotopen":
		return premise, "the assignment is not open for submissions", true
	case "couldnotsavesubmission":
		// The warning's item is the notice save_submission gave.
		switch {
		case hasAny(detail, "due date for this assignment has now passed", "not accepting submissions"):
			return premise, "the submission window is closed", true
		case hasAny(detail, "nothing was submitted"):
			return invalid, "the call carried nothing to submit", true
		}
	}
	return unk, "", false
}
