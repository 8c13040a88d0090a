package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1668-imagemagick-corrupt-no-images: unknown vs premise (one-off): ImageMagick 6's PNG coder swallows libpng's error on a damaged critical chunk and leaves only "no images defined `o.png'", the same bare line a call with no input or a "-delete 0" prints (invalid); the words cannot tell them apart.
// First run at eade5f49: 25/34 overall, 7/14 tricky.
func TestIndependentCases1668(t *testing.T) {
	runIndependent(t, "testdata/independent1668.jsonl", true, "i1668-imagemagick-corrupt-no-images")
}

// A media tool that exited 0 having written nothing, or less than asked
// (writtenwarned.go writtenWithWarnings): ffmpeg 5.1's closing statistics
// "muxing overhead: unknown" (all streams 0 bytes) and its "Output file is
// empty, nothing was encoded" warning; SoX 14.4's trim past the end ("Start
// position is after expected end of audio", "Last N position(s) not
// reached"). Ambiguous. Near misses: a normal run's statistics (a percent
// overhead) are no failure; the same words under a failing status keep
// that failure's reading; SoX's "Premature EOF" alone stays where it was.
func TestGeneralise1668MediaNothingWritten(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ffmpeg ss past end", "exec", 0, "0", "frame=    0 fps=0.0 q=0.0 Lsize=       0kB time=00:00:00.00 bitrate=N/A speed=   0x\nvideo:0kB audio:0kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown\nexit status 0", rung.KindAmbiguous},
		{"ffmpeg empty warning", "exec", 0, "0", "video:0kB audio:0kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown\nOutput file is empty, nothing was encoded (check -ss / -t / -frames parameters if used)\nexit status 0", rung.KindAmbiguous},
		{"ffmpeg audio only", "exec", 0, "0", "size=       0kB time=00:00:00.00 bitrate=N/A speed=N/A\nvideo:0kB audio:0kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown\nexit status 0", rung.KindAmbiguous},
		{"sox trim start", "exec", 0, "0", "sox WARN trim: Start position is after expected end of audio.\nsox WARN trim: Last 1 position(s) not reached (audio shorter than expected).\nexit status 0", rung.KindAmbiguous},
		{"sox trim end", "exec", 0, "0", "sox WARN trim: End position is after expected end of audio.\nsox WARN trim: Last 1 position(s) not reached.\nexit status 0", rung.KindAmbiguous},
		{"near miss: ffmpeg failing status", "exec", 1, "1", "[AVFilterGraph @ 0x56338c43c140] No such filter: 'blurry'\nError reinitializing filters!\nFailed to inject frame into filter network: Invalid argument\nvideo:0kB audio:0kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown\nConversion failed!\nexit status 1", rung.KindInvalid},
		{"near miss: sox missing input", "exec", 2, "2", "sox FAIL formats: can't open input file `nope.wav': No such file or directory\nexit status 2", rung.KindPremise},
	})
}

// exiftool 12.57 (exiftool(1)): a file not the format its name claims
// ("Not a valid JPG (looks more like a TXT)", "File format error"):
// premise; an -if no file passed ("N files failed condition", exit 2):
// ambiguous; a tag the call names that is not defined or not supported:
// invalid. Near misses: "File not found" stays premise, -o onto an existing
// file stays conflict, git's "not a valid object name" stays premise.
func TestGeneralise1668Exiftool(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"not a valid jpg", "exec", 1, "1", "Error: Not a valid JPG (looks more like a TXT) - text.jpg\n    0 image files updated\n    1 files weren't updated due to errors\nexit status 1", rung.KindPremise},
		{"not a valid png", "exec", 1, "1", "Error: Not a valid PNG (looks more like a JPEG) - photo.png\n    0 image files updated\n    1 files weren't updated due to errors\nexit status 1", rung.KindPremise},
		{"file format error", "exec", 1, "1", "Error: File format error - broken.tif\n    0 image files updated\n    1 files weren't updated due to errors\nexit status 1", rung.KindPremise},
		{"if none passed", "exec", 2, "2", "    1 files failed condition\nexit status 2", rung.KindAmbiguous},
		{"if none passed, write", "exec", 2, "2", "    0 image files updated\n    3 files failed condition\nexit status 2", rung.KindAmbiguous},
		{"tag not defined", "exec", 1, "1", "Warning: Tag 'NoSuchTag' is not defined\nNothing to do.\nexit status 1", rung.KindInvalid},
		{"group tag not defined", "exec", 1, "1", "Warning: Tag 'Foo:Bar' is not defined\nNothing to do.\nexit status 1", rung.KindInvalid},
		{"tag not supported", "exec", 1, "1", "Warning: Tag 'Foo' is not supported\nNothing to do.\nexit status 1", rung.KindInvalid},
		{"near miss: file not found", "exec", 1, "1", "Error: File not found - nope.jpg\nexit status 1", rung.KindPremise},
		{"near miss: output exists", "exec", 1, "1", "Error: 'exists.jpg' already exists - good.jpg\n    0 image files updated\n    1 files weren't updated due to errors\nexit status 1", rung.KindConflict},
		{"near miss: git object name", "exec", 128, "128", "fatal: Not a valid object name: 'v9.9'\nexit status 128", rung.KindPremise},
	})
}

// SoX 14.4.2 (sox(1)): a format handler the call's file name or -t names
// that SoX lacks ("no handler for file extension `xyz'", "no handler for
// given file type `xyz'") and an effect's usage after bad parameters ("sox
// FAIL rate: usage: ...", exit 1): invalid. Near misses: "can't open input
// file" (missing or not WAVE) stays premise; a permission refusal on the
// output stays denied.
func TestGeneralise1668SoxCall(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"extension", "exec", 2, "2", "sox FAIL formats: no handler for file extension `xyz'\nexit status 2", rung.KindInvalid},
		{"given type", "exec", 2, "2", "sox FAIL formats: no handler for given file type `xyz'\nexit status 2", rung.KindInvalid},
		{"rate usage", "exec", 1, "1", "sox FAIL rate: usage: [-q|-l|-m|-h|-v] [override-options] RATE[k]\n                    BAND-\n     QUALITY        WIDTH  REJ dB   TYPICAL USE\n -q  quick          n/a  ~30 @ Fs/4 playback on ancient hardware\nexit status 1", rung.KindInvalid},
		{"gain usage", "exec", 1, "1", "sox FAIL gain: usage: [-e|-b|-B|-r] [-n] [-l|-h] [gain-dB]\n-e\t Equalise channels: peak to that with max peak;\n-B\t Balance channels: rms to that with max rms; no clip protection\nexit status 1", rung.KindInvalid},
		{"trim usage", "exec", 1, "1", "sox FAIL trim: usage: {position}\nexit status 1", rung.KindInvalid},
		{"near miss: riff header", "exec", 2, "2", "sox FAIL formats: can't open input file `empty.wav': WAVE: RIFF header not found\nexit status 2", rung.KindPremise},
		{"near miss: output permission", "exec", 2, "2", "sox FAIL formats: can't open output file `ro/o5.wav': Permission denied\nexit status 2", rung.KindDenied},
	})
}
