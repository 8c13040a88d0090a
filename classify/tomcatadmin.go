package classify

import "strings"

// Set 1729: Apache Tomcat's own administration texts, captured live with
// Tomcat 10.1.60 (Debian tomcat10, tomcat10-admin).
//
// The manager's text interface (ManagerServlet, manager-howto.html) answers
// every command with HTTP 200 and a first line "OK - ..." or "FAIL - ...";
// a deploy tool hands that line over with no status. Its words read:
//   - "FAIL - No context exists named [/x]" (stop, start, reload,
//     undeploy, sessions, expire on a path where nothing is deployed) and
//     "FAIL - Application at context path [/x] could not be started" (start
//     of a deployed application that fails to start again: its own
//     descriptor or classes are broken, a retry meets the same): premise.
//   - "FAIL - Unable to copy [src] to [dst]": the WAR or directory the
//     deploy names is not there to copy: premise, the artifact is missing.
//   - "FAIL - Deployed application at context path [/x] but context failed
//     to start": the WAR the call itself uploaded or named does not start
//     (a web.xml that does not parse, a body that is not a WAR): invalid,
//     the argument is wrong.
//   - "OK - Listed global resources of type [T]" (or "of all types") with
//     no resource line after it: the call worked and found none, ambiguous.
//
// Near misses keep their readings: "FAIL - Application already exists at
// path" (conflict), "FAIL - Invalid context path [null] was specified" and
// "FAIL - Unknown command" (invalid), and a listing that names resources.
func tomcatManagerText(t string) (Result, bool) {
	if !strings.HasPrefix(t, "FAIL - ") && !strings.HasPrefix(t, "OK - Listed global resources of ") {
		return Result{}, false
	}
	switch {
	case strings.HasPrefix(t, "FAIL - No context exists named ["):
		return verdict(premise, "tomcat manager: no application is deployed at that context path: list the deployed paths and replan")
	case strings.HasPrefix(t, "FAIL - Application at context path [") && strings.Contains(t, "] could not be started"):
		return verdict(premise, "tomcat manager: the deployed application fails to start (its own descriptor or classes are broken): fix and redeploy it, a retry meets the same")
	case strings.HasPrefix(t, "FAIL - Deployed application at context path [") && strings.Contains(t, "] but context failed to start"):
		return verdict(invalid, "tomcat manager: the WAR this deploy sent or named was deployed but does not start (a bad web.xml, not a WAR): repair the artifact")
	case strings.HasPrefix(t, "FAIL - Unable to copy ["):
		return verdict(premise, "tomcat manager: the WAR or directory the deploy names could not be copied (it is not there): build or locate it first")
	case strings.HasPrefix(t, "OK - Listed global resources of "):
		if strings.IndexByte(strings.TrimSpace(t), '\n') < 0 {
			return verdict(ambiguous, "tomcat manager: the resource listing is empty: no global JNDI resource of that type exists")
		}
	}
	return Result{}, false
}

// tomcatScriptText reads the messages of Tomcat's own shell scripts
// (catalina.sh, setclasspath.sh; RUNNING.txt) and of Catalina's stop
// command, captured live with Tomcat 10.1.60:
//   - "The JRE_HOME environment variable is not defined correctly" (also
//     JAVA_HOME, and "Neither the JAVA_HOME nor the JRE_HOME environment
//     variable is defined"): the host has no JRE where the environment
//     says: premise.
//   - "Tomcat appears to still be running with PID N. Start aborted.": the
//     instance this start was to create is running: conflict.
//   - "Could not contact [host:port] ... Tomcat may not be running." (the
//     stop command finding nothing on the shutdown port, with the
//     ConnectException under it): no instance runs there to stop: premise,
//     not the refused connection's wait.
//
// Near misses: "$CATALINA_PID was set but the specified file does not
// exist" keeps its reading; a bare "Connection refused" stays transient.
func tomcatScriptText(t string) (Result, bool) {
	if !strings.Contains(t, "Tomcat") && !strings.Contains(t, "_HOME environment variable") {
		return Result{}, false
	}
	switch {
	case strings.Contains(t, "environment variable is not defined correctly") && (strings.Contains(t, "JRE_HOME") || strings.Contains(t, "JAVA_HOME")),
		strings.Contains(t, "Neither the JAVA_HOME nor the JRE_HOME environment variable is defined"):
		return verdict(premise, "tomcat scripts: no usable JRE where JRE_HOME/JAVA_HOME points: set up the host's Java first")
	case strings.Contains(t, "Tomcat appears to still be running with PID") && strings.Contains(t, "Start aborted"):
		return verdict(conflict, "tomcat scripts: the instance is already running under this PID file: skip the start and use it")
	case strings.Contains(t, "Could not contact [") && strings.Contains(t, "Tomcat may not be running"):
		return verdict(premise, "tomcat stop: nothing listens on the configured shutdown port: this instance is not running (check which instance and port)")
	}
	return Result{}, false
}

// tomcatJSPCompile reads Tomcat's 500 Exception Report whose exception is
// Jasper's "Unable to compile class for JSP" (jasper-howto.html; captured
// live with Tomcat 10.1.60): the page deployed at that URL does not
// compile, so no wait and no request argument fixes it; the deployment must
// change: premise. Near misses: a 500 Exception Report with any other
// exception (a JspException at run time, a NullPointerException) and a 503
// keep the status's reading.
func tomcatJSPCompile(s int, t string) (Result, bool) {
	if s != 500 || !strings.Contains(t, "Unable to compile class for JSP") {
		return Result{}, false
	}
	return verdict(premise, "http 500: Tomcat's Jasper could not compile the JSP deployed at this URL: the page itself is broken, fix and redeploy it")
}
