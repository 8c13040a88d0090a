package classify

import "strings"

// juriscraperpacer.go (set 1742): the error texts Free Law Project's
// juriscraper (the PACER/CM-ECF client under CourtListener's RECAP) hands
// back when a doc1 download or a PACER report fails
// (juriscraper/pacer/reports.py download_pdf, case_query_advanced.py). The
// court's page is turned into a sentence naming pacer_case_id or the caseid,
// so the words decide, not a status:
//   - sealed, court-users-only and transcript-restricted documents: denied
//     (a public PACER account has no authority to view them);
//   - "Document not available in case", "... via magic link", "No matter
//     of public record has been filed", "Cannot locate the case with
//     caseid": premise (the document or case the plan rests on is not
//     there, or the free-look link is spent);
//   - "PACER has a 31 day limit on date filters": invalid (narrow the range).
//
// Gated on the library's own markers ("pacer_case_id=", "caseid", "PACER")
// before any scan; the same sentences without them keep their other readings.
var juriscraperPacerTexts = []exactRow{
	{"Document is sealed:", denied, "juriscraper: the PACER document is sealed; a public account cannot view it"},
	{"not available for viewing by non-court users", denied, "juriscraper: the PACER image is restricted to court users"},
	{"Unable to get transcript.", denied, "juriscraper: the transcript is restricted (\"You do not have access to this transcript\")"},
	{"Document not available via magic link", premise, "juriscraper: the free-look (magic) link is no longer valid; fetch the document another way"},
	{"Document not available in case", premise, "juriscraper: the court has no document behind this docket entry"},
	{"No matter of public record has been filed", premise, "juriscraper: nothing public was filed behind this docket entry"},
	{"Cannot locate the case with caseid", premise, "juriscraper: the pacer case id does not belong to this document's court record"},
	{"day limit on date filters", invalid, "juriscraper: PACER limits date filters to 31 days; narrow the range"},
}

func juriscraperPacerText(m string) (Result, bool) {
	if !strings.Contains(m, "pacer_case_id=") && !strings.Contains(m, "caseid") && !strings.Contains(m, "PACER") {
		return Result{}, false
	}
	for _, t := range juriscraperPacerTexts {
		if strings.Contains(m, t.text) {
			return verdict(t.kind, t.reason)
		}
	}
	return Result{}, false
}
