package classify

import "testing"

// First run at 698fce6e: 19/36 overall, 5/17 tricky.
func TestIndependentCases1742(t *testing.T) {
	runIndependent(t, "testdata/independent1742.jsonl", true)
}

// Tyler Odyssey EFM's <ErrorCode>/<ErrorText> pair, read by its code table
// (tylerefm.go; SuffolkLITLab/EfileProxyServer TylerErrorCodes.java). Near
// misses: another vendor's <ErrorCode> beside ErrorDescription, and a Tyler
// code outside the table, keep their words' reading.
func TestGeneralise1742TylerEFMCodes(t *testing.T) {
	ty := func(c, s string) string {
		return "<Error><ErrorCode>" + c + "</ErrorCode><ErrorText>" + s + "</ErrorText></Error>"
	}
	runWordingCases(t, []wordingCase{
		{"cms unavailable", "soap", 0, "-10", ty("-10", "CMS is unavailable, cases that have not been E-filed previously won't be found at this time"), transient},
		{"cms timeout", "soap", 0, "", ty("-15", "Communication with CMS timed out or failed"), transient},
		{"caller not authenticated", "soap", 0, "", ty("-2", "Caller not authenticated"), denied},
		{"individual filers", "soap", 0, "177", ty("177", "Operation not available for individual filers"), denied},
		{"email in use", "soap", 0, "52", ty("52", "The Email Address is already in use."), conflict},
		{"already activated", "soap", 0, "78", ty("78", "User has already been activated."), conflict},
		{"contact on party", "", 0, "", ty("85", "Service Contact already attached to party"), conflict},
		{"contact on case", "soap", 0, "87", ty("87", "Service Contact already attached to case"), conflict},
		{"no user for email", "soap", 0, "55", ty("55", "No user is registered with that email address."), premise},
		{"username not found", "soap", 0, "60", ty("60", "Username not found"), premise},
		{"contact not on party", "soap", 0, "86", ty("86", "Service Contact not attached to party"), premise},
		{"lower court code", "soap", 0, "168", ty("168", "Lower court code not found"), invalid},
		{"register password", "soap", 0, "170", ty("170", "Invalid password"), invalid},
		{"invalid start date", "soap", 0, "93", ty("93", "Invalid StartDate"), invalid},
		{"near: other vendor ErrorCode", "soap", 0, "", "<Error><ErrorCode>52</ErrorCode><ErrorDescription>The Email Address is already in use.</ErrorDescription></Error>", premise},
		{"near: code outside table", "soap", 0, "", ty("344", "Cross references are not allowed"), invalid},
	})
}

// juriscraper's PACER download and report texts (juriscraperpacer.go;
// freelawproject/juriscraper pacer/reports.py download_pdf,
// case_query_advanced.py). Near misses: the same sentences without
// juriscraper's markers keep their other readings.
func TestGeneralise1742JuriscraperPacer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sealed", "", 0, "", "Document is sealed: pacer_case_id='12' url='https://ecf.almd.uscourts.gov/doc1/01712589088'", denied},
		{"court users", "", 0, "", "Image not available for viewing by non-court users. pacer_case_id='9', url='https://ecf.wvsd.uscourts.gov/doc1/20115419289'", denied},
		{"transcript", "", 0, "", "Unable to get transcript. pacer_case_id='44', url='https://ecf.nyed.uscourts.gov/doc1/123'", denied},
		{"not available", "", 0, "", "Document not available in case: pacer_case_id='7' at https://ecf.ksd.uscourts.gov/doc1/07912639735", premise},
		{"magic link", "", 0, "", "Document not available via magic link in case: caseid: 1, magic_num: 2, URL: https://ecf.nysd.uscourts.gov/doc1/1", premise},
		{"no public record", "", 0, "", "No matter of public record has been filed. pacer_case_id='5', url='https://ecf.txnd.uscourts.gov/doc1/1'", premise},
		{"cannot locate", "", 0, "", "Cannot locate the case with caseid: 3 at https://ecf.flsd.uscourts.gov/doc1/1", premise},
		{"date filter", "", 0, "", "PACER has a 31 day limit on date filters. Narrow your search.", invalid},
		{"near: client code", "", 0, "", "Unable to get document. Client code required: pacer_case_id='8', url='https://ecf.nysd.uscourts.gov/doc1/1'", invalid},
		{"near: nature of suit", "", 0, "", "Permission denied getting document due to nature of suit. pacer_case_id='1', url='https://ecf.cacd.uscourts.gov/doc1/1'", denied},
		{"near: no marker 503", "http", 503, "", "Document not available in case, try again later", transient},
	})
}

// A user-and-password pair refused, in the slash spelling, and a lapsed
// session the tool cannot renew (generic.go bad-credential words;
// juriscraper pacer/http.py PacerLoginException). Near misses: a missing
// username/password argument stays invalid, an outage at login stays
// transient.
func TestGeneralise1742SlashCredentials(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"juriscraper login", "", 0, "", "Invalid username/password: Login Failed", denied},
		{"incorrect slash", "http", 400, "", `{"error":"Incorrect username/password"}`, denied},
		{"session no creds", "", 0, "", "Invalid/expired PACER session and do not have credentials for re-login.", denied},
		{"near: login site 503", "", 0, "", "Unable connect to PACER site: '503: Service Unavailable'", transient},
		{"near: missing field", "http", 400, "", `{"error":"username/password is required"}`, invalid},
	})
}
