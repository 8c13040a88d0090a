package classify

import "testing"

// Tolerated: i1729-500-jsp-numberformat: transient vs invalid (one-off): a 500 Exception Report whose exception is NumberFormatException for the caller's "abc"; nothing in the page says the string came from the request rather than the server's own data.
// Tolerated: i1729-409-put-no-parent: conflict vs premise (ruling): a REST PUT's 409 keeps the status's reading unless the server shows it speaks WebDAV (taxonomy set 44 row); Tomcat's DefaultServlet page is generic.
// Tolerated: i1729-zip-end-header: premise vs invalid (ruling): "not a zip archive" readings are premise (toolwords.go, filedata.go); here the manager's deploy body was the wrong file.
// First run at 9d0140da: 22/34 overall, 4/15 tricky.
func TestIndependentCases1729(t *testing.T) {
	runIndependent(t, "testdata/independent1729.jsonl", true, "i1729-500-jsp-numberformat", "i1729-409-put-no-parent", "i1729-zip-end-header")
}

// Tomcat manager text API first lines (set 1729, live Tomcat 10.1.60,
// ManagerServlet, manager-howto.html): FAIL lines for a path with nothing
// deployed, an application that cannot start, a WAR the call sent that does
// not start, a WAR that is not there to copy, and an empty resource listing.
// Near misses: "Application already exists at path" (conflict), "Invalid
// context path [null]" and "Unknown command" (invalid), a listing with a
// resource line.
func TestGeneralise1729TomcatManager(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"undeploy none", "", 0, "", "FAIL - No context exists named [&#47;nope]", premise},
		{"reload none", "exec", 1, "1", "FAIL - No context exists named [&#47;shop]\nexit status 1", premise},
		{"sessions none", "", 0, "", "FAIL - No context exists named [&#47;api&#47;v2]\n", premise},
		{"start broken", "", 0, "", "FAIL - Application at context path [/bad] could not be started", premise},
		{"start broken root", "", 0, "", "FAIL - Application at context path [] could not be started\n", premise},
		{"deploy failed start", "", 0, "", "FAIL - Deployed application at context path [/z] but context failed to start", invalid},
		{"update failed start", "exec", 1, "1", "FAIL - Deployed application at context path [/app] but context failed to start\nexit status 1", invalid},
		{"copy missing", "", 0, "", "FAIL - Unable to copy [/srv/builds/shop.war] to [/var/lib/tomcat10/webapps/shop.war], details of the error may be in the server logs", premise},
		{"empty resources", "", 0, "", "OK - Listed global resources of type [javax.sql.DataSource]\n", ambiguous},
		{"empty resources all", "", 0, "", "OK - Listed global resources of all types", ambiguous},
		{"near: exists", "", 0, "", "FAIL - Application already exists at path [/app]", conflict},
		{"near: null path", "", 0, "", "FAIL - Invalid context path [null] was specified", invalid},
		{"near: unknown command", "", 0, "", "FAIL - Unknown command [/frobnicate]", invalid},
	})
}

// Tomcat's scripts and stop command (set 1729, live Tomcat 10.1.60,
// RUNNING.txt, catalina.sh, setclasspath.sh): no JRE where JRE_HOME or
// JAVA_HOME points (premise), a start that finds its instance running
// (conflict), a stop with nothing on the shutdown port (premise). Near
// misses: a missing CATALINA_PID file on stop (premise as before) and a
// bare connection refused (transient).
func TestGeneralise1729TomcatScripts(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"jre home", "exec", 1, "1", "The JRE_HOME environment variable is not defined correctly\nJRE_HOME=/opt/jre17\nThis environment variable is needed to run this program\nexit status 1", premise},
		{"java home", "exec", 1, "1", "The JAVA_HOME environment variable is not defined correctly\nJAVA_HOME=/usr/lib/jvm/none\nThis environment variable is needed to run this program\nNB: JAVA_HOME should point to a JDK not a JRE\nexit status 1", premise},
		{"neither", "exec", 1, "1", "Neither the JAVA_HOME nor the JRE_HOME environment variable is defined\nAt least one of these environment variable is needed to run this program\nexit status 1", premise},
		{"still running", "exec", 1, "1", "Existing PID file found during start.\nTomcat appears to still be running with PID 4242. Start aborted.\nIf the following process is not a Tomcat process, remove the PID file and try again:\nexit status 1", conflict},
		{"stop not running", "", 0, "", "SEVERE: Could not contact [localhost:8005] (base port [8005] and offset [0]). Tomcat may not be running.\nSEVERE: Error stopping Catalina\njava.net.ConnectException: Connection refused", premise},
		{"near: pid file", "exec", 1, "1", "$CATALINA_PID was set but the specified file does not exist. Is Tomcat running? Stop aborted.\nexit status 1", premise},
		{"near: refused", "", 0, "", "java.net.ConnectException: Connection refused", transient},
	})
}

// Tomcat's 500 Exception Report for a JSP that Jasper cannot compile (set
// 1729, live Tomcat 10.1.60, jasper-howto.html): the page at the URL is
// broken, premise. Near misses: a 500 Exception Report with a run-time
// exception and a 503 keep the status's reading (transient).
func TestGeneralise1729TomcatJSPCompile(t *testing.T) {
	page := "<!doctype html><html lang=\"en\"><head><title>HTTP Status 500 – Internal Server Error</title></head><body><h1>HTTP Status 500 – Internal Server Error</h1><hr class=\"line\" /><p><b>Type</b> Exception Report</p><p><b>Message</b> "
	runWordingCases(t, []wordingCase{
		{"compile undefined", "http", 500, "", page + "org.apache.jasper.JasperException: Unable to compile class for JSP: </p><p><b>Exception</b></p><pre>An error occurred at line: [1] in the jsp file: [&#47;compile.jsp]\nundefinedVar cannot be resolved to a variable</pre></body></html>", premise},
		{"compile type", "http", 500, "", page + "Unable to compile class for JSP: </p><pre>An error occurred at line: [3] in the jsp file: [&#47;orders.jsp]\nOrderDao cannot be resolved to a type</pre></body></html>", premise},
		{"near: runtime npe", "http", 500, "", page + "An exception occurred processing [&#47;list.jsp] at line [4]</p><pre>java.lang.NullPointerException</pre></body></html>", transient},
		{"near: 503", "http", 503, "", "<!doctype html><html><body><h1>HTTP Status 503 – Service Unavailable</h1><p><b>Message</b> Servlet orders is currently unavailable</p></body></html>", transient},
	})
}
