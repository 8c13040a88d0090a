package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9909dea6: 22/38 overall, 10/21 tricky.
// i1277-ffmpeg-map-no-streams passes since set 1408 (mediaToolWords: "matches no streams", premise).
// Tolerated: i1277-ffmpeg-empty-output: unknown vs ambiguous: an exit-0 ffmpeg warning "Output file is empty, nothing was encoded (check -ss / -t / -frames parameters if used)"; a one-off wording of a success that did nothing, not fixed in the time.
// Tolerated: i1277-im-cache-exhausted: unknown vs invalid: ImageMagick's "cache resources exhausted" under the call's own -limit arguments; the same words under a host's memory pressure could read transient, so no class is stated from the words alone.
// Tolerated: i1277-pdftotext-page-range: unknown vs premise: poppler's "Command Line Error: Wrong page range given: the first page (5) can not be after the last page (1)."; a one-off wording (the document is shorter than the plan believed).
// Tolerated: i1277-gs-syntaxerror: unknown vs premise: Ghostscript's "Error: /syntaxerror in /----nostringval----" over a truncated PostScript file; set 108 reads a source parser's syntax error invalid, and the words do not say whose PostScript it is (the agent's own program or a document it was handed), so no class is fixed.
func TestIndependentCases1277(t *testing.T) {
	runIndependent(t, "testdata/independent1277.jsonl", true,
		"i1277-ffmpeg-empty-output",
		"i1277-im-cache-exhausted",
		"i1277-pdftotext-page-range",
		"i1277-gs-syntaxerror",
	)
}

// TestGeneralise1277MediaTools: a media or document program's verdict on
// its input file (ffmpeg, ImageMagick, libjpeg, leptonica) is premise, as
// the archive programs' verdicts; tesseract's missing language pack is host
// setup (premise); ImageMagick's security policy is denied; a name the call
// spelt that the program lacks is invalid. Near misses keep their readings.
func TestGeneralise1277MediaTools(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ffmpeg moov", "exec", 0, "", "ffmpeg: exit status 1: [mov,mp4,m4a,3gp,3g2,mj2 @ 0x5581] moov atom not found\n/data/rec-17.mp4: Invalid data found when processing input", rung.KindPremise},
		{"ffprobe invalid data", "", 0, "", "ffprobe: exit status 1: /srv/in/upload-9.mkv: Invalid data found when processing input", rung.KindPremise},
		{"ffmpeg ebml", "exec", 0, "", "[matroska,webm @ 0x55d0] EBML header parsing failed", rung.KindPremise},
		{"im improper header", "exec", 0, "", "identify-im6.q16: improper image header `/tmp/a/scan.png' @ error/png.c/ReadPNGImage/4115.", rung.KindPremise},
		{"im insufficient data", "", 0, "", "convert: insufficient image data in file `/var/img/p.jpg' @ error/jpeg.c/ReadJPEGImage_/1174.", rung.KindPremise},
		{"im no decode delegate", "exec", 0, "", "magick: no decode delegate for this image format `HEIC' @ error/constitute.c/ReadImage/746.", rung.KindPremise},
		{"libjpeg no soi", "", 0, "", "djpeg: Not a JPEG file: starts with 0x3c 0x21", rung.KindPremise},
		{"leptonica", "exec", 0, "", "Error in pixReadStream: Unknown format: no pix returned\nError in pixRead: pix not read", rung.KindPremise},
		{"tesseract lang", "exec", 0, "", "tesseract: exit status 1: Failed loading language 'fra'\nTesseract couldn't load any languages!", rung.KindPremise},
		{"im policy read", "exec", 0, "", "convert: attempt to perform an operation not allowed by the security policy `PDF' @ error/constitute.c/IsCoderAuthorized/426.", rung.KindDenied},
		{"im7 policy", "", 0, "", "magick: attempt to perform an operation not allowed by the security policy `PS' @ error/constitute.c/IsCoderAuthorized/454.", rung.KindDenied},
		{"ffmpeg encoder", "exec", 0, "", "ffmpeg: exit status 1: Unknown encoder 'libfdk_aac'", rung.KindInvalid},
		{"pandoc reader", "exec", 0, "", "pandoc: exit status 21: Unknown input format mardown", rung.KindInvalid},
		{"pandoc writer", "", 0, "", "Unknown output format docx2", rung.KindInvalid},
		{"gs device", "exec", 0, "", "gs: exit status 1: Unknown device: pdfwriter", rung.KindInvalid},
		{"near miss: postgres rls", "postgres", 0, "42501", `ERROR: new row violates row-level security policy for table "docs" (SQLSTATE 42501)`, rung.KindDenied},
		{"near miss: missing input", "exec", 0, "", "ffmpeg: exit status 1: /data/in.mp4: No such file or directory", rung.KindPremise},
		{"near miss: gzip", "exec", 0, "", "gzip: /data/x.gz: not in gzip format", rung.KindPremise},
		{"near miss: ffmpeg no such filter", "exec", 0, "", "[AVFilterGraph @ 0x55] No such filter: 'scael'\nError initializing complex filters.\nInvalid argument", rung.KindInvalid},
	})
}
