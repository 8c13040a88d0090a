package classify

import "testing"

// First run at ff04c529: 24/30 overall, 9/15 tricky.
func TestIndependentCases1578(t *testing.T) {
	runIndependent(t, "testdata/independent1578.jsonl", true)
}

// TestGeneralise1578ConcludedCourse: a course that has concluded refuses
// new enrollments or work under a 400 (Canvas's enrollments API "Can't add
// an enrollment to a concluded course.", enrollments_api_controller.rb);
// an accept or reject with no invitation pending ("no current invitation")
// has nothing to answer. Both are the object's state, premise. Near misses:
// "concluded" as a filter value or a date argument, and an invitation code
// that is wrong, stay invalid.
func TestGeneralise1578ConcludedCourse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"canvas concluded enroll", "http", 400, "", `{"message":"Can't add an enrollment to a concluded course."}`, premise},
		{"course is concluded", "http", 400, "", `{"errors":[{"message":"This course is concluded"}]}`, premise},
		{"course has concluded", "http", 400, "", `{"error":"The course has concluded and cannot accept submissions"}`, premise},
		{"no current invitation", "http", 400, "", `{"error":"no current invitation"}`, premise},
		{"no pending invitation", "http", 400, "", `{"message":"There is no pending invitation for this user"}`, premise},
		// Near misses.
		{"concluded as filter value", "http", 400, "", `{"error":"Invalid state concluded_courses"}`, invalid},
		{"concluded date field", "http", 400, "", `{"errors":{"conclude_at":[{"attribute":"conclude_at","type":"invalid","message":"invalid date"}]}}`, invalid},
		{"invitation code wrong", "http", 400, "", `{"message":"enrollment[self_enrollment_code] is invalid"}`, invalid},
	})
}

// TestGeneralise1578MoodleCodes: more of Moodle's web service string ids
// (lang/en/webservice.php, lang/en/error.php), answered under HTTP 200:
// servicerequireslogin (the session behind the token ended),
// restrictedcontextexception and the capability strings are denied;
// errorcoursecontextnotvalid is read by the context error it wraps (denied,
// or premise when the course is hidden or missing); the "already used"
// strings (shortnametaken, idnumbertaken, ...) are conflict. Near misses:
// servicenotavailable stays premise, sitemaintenance transient, and a
// non-Moodle body with the same words keeps its own reading.
func TestGeneralise1578MoodleCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"servicerequireslogin", "http", 200, "", `{"exception":"moodle_exception","errorcode":"servicerequireslogin","message":"Web service is not available (the session has been logged out or has expired)"}`, denied},
		{"restricted context", "http", 200, "", `{"exception":"restricted_context_exception","errorcode":"restrictedcontextexception","message":"Sorry, execution of external function violates context restriction."}`, denied},
		{"no capability service", "http", 200, "", `{"exception":"moodle_exception","errorcode":"nocapabilitytousethisservice","message":"The user hasn't the required capability to use this service"}`, denied},
		{"course context denied", "http", 200, "", `{"exception":"moodle_exception","errorcode":"errorcoursecontextnotvalid","message":"You cannot execute functions in the course context (course id:7). The context error message was: Course or activity not accessible. (Not enrolled)"}`, denied},
		{"course context hidden", "http", 200, "", `{"exception":"moodle_exception","errorcode":"errorcoursecontextnotvalid","message":"You cannot execute functions in the course context (course id:7). The context error message was: Course or activity not accessible. (Course is hidden)"}`, premise},
		{"course context missing", "http", 200, "", `{"exception":"moodle_exception","errorcode":"errorcoursecontextnotvalid","message":"You cannot execute functions in the course context (course id:7). The context error message was: Can not find data record in database table course."}`, premise},
		{"shortname taken", "http", 200, "", `{"exception":"moodle_exception","errorcode":"shortnametaken","message":"Short name is already used for another course (MATH1)"}`, conflict},
		{"idnumber taken", "http", 200, "", `{"exception":"moodle_exception","errorcode":"idnumbertaken","message":"This ID number is already in use"}`, conflict},
		{"group exists", "http", 200, "", `{"exception":"moodle_exception","errorcode":"groupexistforcourse","message":"Group \"Blue\" already exists for this course"}`, conflict},
		// Near misses.
		{"servicenotavailable", "http", 200, "", `{"exception":"moodle_exception","errorcode":"servicenotavailable","message":"Web service is not available (it doesn't exist or might be disabled)"}`, premise},
		{"sitemaintenance", "http", 200, "", `{"exception":"moodle_exception","errorcode":"sitemaintenance","message":"The site is undergoing maintenance and is currently not available"}`, transient},
		{"invalidparameter", "http", 200, "", `{"exception":"invalid_parameter_exception","errorcode":"invalidparameter","message":"Invalid parameter value detected"}`, invalid},
	})
}
