package yamlfile

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/goccy/go-yaml/ast"
)

// The limits on a plan, scenario or mix file. No real file comes near them
// (the largest in the repository is 7 KB, 459 nodes, 9 levels deep); a
// hostile one is refused at the line where it crosses one, before the
// parser or the decoder does the work it asks for. Without them a 500-byte
// alias bomb expands to 387 million strings when decoded, and 200 KB of
// "[" or "- " takes the parser (quadratic in depth) past 2.8 GB in seconds.
// Within them, the costliest file to accept (256 KiB of block scalar, or
// 20,000 nodes) parses in about half a second and 50 MB.
const (
	// MaxFileSize is the most bytes a file may hold; Load reads no more
	// than one byte past it.
	MaxFileSize = 256 << 10
	// MaxDepth is the deepest a file may nest collections, block and flow
	// together.
	MaxDepth = 64
	// MaxNodes is the most nodes a file may write: scalars (mapping keys
	// included) and collections. The parser spends a few KB and 10 to 20µs
	// on each, so it bounds what an accepted file costs.
	MaxNodes = 20_000
	// MaxAliasNodes is the most nodes that aliases may add to a file when
	// each is expanded to the anchored value it stands for.
	MaxAliasNodes = 10_000
)

const (
	sizeLimitMsg  = "the file goes past the size limit of %d KiB here"
	depthLimitMsg = "nested deeper than the depth limit of %d"
	nodeLimitMsg  = "more nodes than the node limit of %d (scalars, keys and collections)"
	aliasLimitMsg = "aliases expand to more than the alias limit of %d nodes"
)

// ReadFile reads the file at path, refusing it (an *Error at the line
// where it crosses the limit) once it goes past MaxFileSize, so a huge or
// endless file (a device, a pipe) costs MaxFileSize bytes, not memory
// without bound. Other failures are the os package's errors.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if err := checkSize(path, data); err != nil {
		return nil, err
	}
	return data, nil
}

func checkSize(file string, data []byte) error {
	if len(data) <= MaxFileSize {
		return nil
	}
	return &Error{File: file, Line: bytes.Count(data[:MaxFileSize], []byte("\n")) + 1, Msg: fmt.Sprintf(sizeLimitMsg, MaxFileSize>>10)}
}

// CheckBounds refuses data past MaxFileSize, MaxDepth or MaxNodes with an
// *Error naming the file, the line and the limit. It reads the bytes once
// and allocates next to nothing, so it can run before the parser, whose cost it
// bounds; data is YAML or JSON. Decode runs it, then counts what aliases
// expand to on the parsed tree.
func CheckBounds(file string, data []byte) error {
	if err := checkSize(file, data); err != nil {
		return err
	}
	s := boundScanner{file: file, blockParent: noBlockScalar}
	return s.scan(data)
}

func (s *boundScanner) scan(data []byte) error {
	for len(data) > 0 {
		s.line++
		text := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			text, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if err := s.scanLine(bytes.TrimSuffix(text, []byte("\r"))); err != nil {
			return err
		}
	}
	return nil
}

const noBlockScalar = -2

// boundScanner measures nesting and counts nodes line by line, knowing
// just enough YAML to not count what is text: comments, quoted and block
// scalars (| and >), plain scalars and their continuation lines. Where it
// cannot tell, it counts more, never less; and the text it skips over is
// still measured for brackets and "- " runs (shadow), so that were it to
// read a file differently from the parser, what it took for text still
// cannot nest past the limit.
type boundScanner struct {
	file  string
	line  int
	nodes int
	// deepest is the deepest nesting seen.
	deepest int
	// block holds the columns of the open block collections, innermost
	// last; flow is the number of open flow collections ([ and {).
	block []int
	flow  int
	// extra is what this line adds to the depth beyond block and flow: "- "
	// entries inside flow, which are not YAML but which a parser may still
	// nest.
	extra int
	// skipped is the bracket depth of the text skipped so far (a quoted or
	// block scalar, continuation lines), clamped at 0.
	skipped int
	// quote is the quote character of a quoted scalar that goes on past the
	// end of a line, 0 when none does.
	quote byte
	// blockParent is the column that a block scalar's lines are indented
	// past (-1 at the top level), noBlockScalar outside one; blockIndent is
	// the indentation of its first line, -1 until it is known.
	blockParent, blockIndent int
	// plain is whether a plain scalar in block context may go on on the
	// next line, which it does when that line is indented past plainOwner,
	// the column of the collection holding it.
	plain      bool
	plainOwner int
	// start is whether a node may start at the scanner's position: after
	// indentation, an indicator ("- ", ": ", "[", ","), or a property.
	start bool
	// compact is whether a block indicator ("- ", "? ") came before on
	// this line, making the next scalar a (possible) mapping's first key;
	// lineFirst whether nothing but properties came before on this line,
	// whose first node is held by the collection at lineOwner.
	compact, lineFirst bool
	lineOwner          int
}

func (s *boundScanner) errorf(format string, args ...any) error {
	return &Error{File: s.file, Line: s.line, Msg: fmt.Sprintf(format, args...)}
}

func (s *boundScanner) node() error {
	s.nodes++
	if s.nodes > MaxNodes {
		return s.errorf(nodeLimitMsg, MaxNodes)
	}
	return nil
}

func (s *boundScanner) checkDepth(more int) error {
	depth := len(s.block) + s.flow + s.extra + s.skipped + more
	s.deepest = max(s.deepest, depth)
	if depth > MaxDepth {
		return s.errorf(depthLimitMsg, MaxDepth)
	}
	return nil
}

func (s *boundScanner) top() int {
	if n := len(s.block); n > 0 {
		return s.block[n-1]
	}
	return -1
}

// push opens a block collection at col, unless one is open there already.
func (s *boundScanner) push(col int) error {
	if s.top() >= col {
		return nil
	}
	s.block = append(s.block, col)
	if err := s.checkDepth(0); err != nil {
		return err
	}
	return s.node()
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' }

// endsToken reports whether position i of text ends an indicator such as
// "-" or ":": at a space, a tab, or the end of the line.
func endsToken(text []byte, i int) bool { return i >= len(text) || isSpace(text[i]) }

func isFlowIndicator(c byte) bool {
	return c == ',' || c == '[' || c == ']' || c == '{' || c == '}'
}

func indentOf(text []byte) int {
	n := 0
	for n < len(text) && isSpace(text[n]) {
		n++
	}
	return n
}

// isDocMarker reports whether text starts with "---" or "...", which end
// a document (and whatever scalar was open) wherever they stand.
func isDocMarker(text []byte) bool {
	return (bytes.HasPrefix(text, []byte("---")) || bytes.HasPrefix(text, []byte("..."))) && endsToken(text, 3)
}

// runs returns the longest run on text of opening brackets or of "- "
// entries, spaces between them allowed, whatever the context: no real
// line has dozens, and a parser that took them for nesting would nest
// that deep.
func runs(text []byte) int {
	longest, brackets, dashes := 0, 0, 0
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '[' || c == '{':
			brackets++
			dashes = 0
		case c == '-' && endsToken(text, i+1):
			dashes++
			brackets = 0
		case isSpace(c):
			continue
		default:
			brackets, dashes = 0, 0
		}
		longest = max(longest, brackets, dashes)
	}
	return longest
}

// shadow measures text that the scanner skips as a scalar's: its
// brackets, counted across the skipped lines, and its leading "- " run.
func (s *boundScanner) shadow(text []byte) error {
	lead := 0
	for i := indentOf(text); i < len(text) && text[i] == '-' && endsToken(text, i+1); i = i + 1 + indentOf(text[i+1:]) {
		lead++
	}
	if err := s.checkDepth(lead); err != nil {
		return err
	}
	for _, c := range text {
		switch c {
		case '[', '{':
			s.skipped++
			if err := s.checkDepth(0); err != nil {
				return err
			}
		case ']', '}':
			s.skipped = max(s.skipped-1, 0)
		}
	}
	return nil
}

func (s *boundScanner) scanLine(text []byte) error {
	s.extra, s.compact, s.lineFirst = 0, false, false
	if runs(text) > MaxDepth {
		return s.errorf(depthLimitMsg, MaxDepth)
	}
	switch {
	case s.quote != 0 && !isDocMarker(text):
		end, closed := skipQuoted(text, 0, s.quote)
		if err := s.shadow(text[:end]); err != nil || !closed {
			return err
		}
		s.quote, s.skipped, s.start = 0, 0, false
		return s.scanRest(text, end)
	case s.blockParent != noBlockScalar && !isDocMarker(text):
		indent := indentOf(text)
		switch {
		case indent == len(text):
			return s.shadow(text) // a blank line belongs to the block scalar
		case s.blockIndent < 0 && indent > s.blockParent:
			s.blockIndent = indent
			return s.shadow(text)
		case s.blockIndent >= 0 && indent >= s.blockIndent:
			return s.shadow(text)
		}
	}
	s.quote, s.blockParent, s.skipped = 0, noBlockScalar, 0
	if s.flow > 0 {
		return s.scanRest(text, 0)
	}
	if bytes.HasPrefix(text, []byte("%")) {
		return nil // a directive
	}
	if isDocMarker(text) {
		// The next document starts at the top.
		s.block, s.plain, s.start = s.block[:0], false, true
		return s.scanRest(text, 3)
	}
	indent := indentOf(text)
	switch {
	case indent == len(text):
		return nil // a plain scalar goes on past a blank line
	case text[indent] == '#':
		s.plain = false
		return nil
	case s.plain && indent > s.plainOwner:
		return s.shadow(text) // the plain scalar goes on
	}
	s.plain = false
	for n := len(s.block); n > 0 && s.block[n-1] > indent; n-- {
		s.block = s.block[:n-1]
	}
	if n := len(s.block); n > 0 && s.block[n-1] == indent {
		s.lineOwner = -1
		if n > 1 {
			s.lineOwner = s.block[n-2]
		}
	} else {
		s.lineOwner = s.top()
		if err := s.push(indent); err != nil {
			return err
		}
	}
	s.start, s.lineFirst = true, true
	return s.scanRest(text, indent)
}

// scanRest scans text from i, where the line's indentation, if it has
// any, is already accounted for.
func (s *boundScanner) scanRest(text []byte, i int) error {
	for i < len(text) {
		c := text[i]
		if isSpace(c) {
			i++
			continue
		}
		if c == '#' && (i == 0 || isSpace(text[i-1])) {
			s.plain = false
			return nil // a comment
		}
		if s.flow > 0 {
			switch {
			case c == '[' || c == '{':
				if err := s.openFlow(); err != nil {
					return err
				}
				i++
				continue
			case c == ']' || c == '}':
				s.flow--
				s.start = false
				i++
				continue
			case c == ',':
				s.start = true
				i++
				continue
			case c == ':' && (endsToken(text, i+1) || isFlowIndicator(text[i+1]) || !s.start):
				// A value follows, also JSON's "key":value.
				s.start = true
				i++
				continue
			case (c == '-' || c == '?') && s.start && endsToken(text, i+1):
				s.extra++
				if err := s.checkDepth(0); err != nil {
					return err
				}
				i++
				continue
			}
		} else {
			switch {
			case (c == '-' || c == '?') && s.start && endsToken(text, i+1):
				if err := s.push(i); err != nil {
					return err
				}
				s.compact, s.lineFirst = true, false
				i++
				continue
			case c == ':' && endsToken(text, i+1):
				s.start, s.plain, s.compact, s.lineFirst = true, false, false, false
				i++
				continue
			case (c == '[' || c == '{') && s.start:
				if err := s.openFlow(); err != nil {
					return err
				}
				i++
				continue
			case (c == '|' || c == '>') && s.start:
				// A block scalar: the rest of the line is its header, and
				// the lines indented past its parent are its text.
				s.blockParent, s.blockIndent = s.owner(), -1
				return s.node()
			}
		}
		if !s.start {
			i++ // inside a plain scalar, or after a value
			continue
		}
		switch c {
		case '&', '!':
			// An anchor or a tag: a property of the node that follows.
			i = skipName(text, i, s.flow > 0)
			continue
		case '"', '\'':
			if err := s.scalar(i); err != nil {
				return err
			}
			end, closed := skipQuoted(text, i+1, c)
			if !closed {
				s.quote = c
				return s.shadow(text[i:])
			}
			i = end
		case '*':
			if err := s.node(); err != nil {
				return err
			}
			i = skipName(text, i, s.flow > 0)
		default:
			if s.flow == 0 {
				s.plain, s.plainOwner = true, s.owner()
			}
			if err := s.scalar(i); err != nil {
				return err
			}
			i++
		}
		s.start, s.compact, s.lineFirst = false, false, false
	}
	return nil
}

// owner returns the column of the block collection that holds a node
// starting here: the line's parent for its first node, else the innermost.
func (s *boundScanner) owner() int {
	if s.lineFirst {
		return s.lineOwner
	}
	return s.top()
}

func (s *boundScanner) openFlow() error {
	s.flow++
	s.start, s.plain, s.compact, s.lineFirst = true, false, false, false
	if err := s.checkDepth(0); err != nil {
		return err
	}
	return s.node()
}

// scalar counts a scalar starting at col; after "- " or "? " on the same
// line it may be the first key of a block mapping there, which nests (and
// is counted as one node with it).
func (s *boundScanner) scalar(col int) error {
	if s.flow == 0 && s.compact {
		return s.push(col)
	}
	return s.node()
}

// skipName returns the end of the anchor, alias or tag starting at i.
func skipName(text []byte, i int, flow bool) int {
	for i < len(text) && !isSpace(text[i]) && !(flow && isFlowIndicator(text[i])) {
		i++
	}
	return i
}

// skipQuoted returns the position after the closing quote of a scalar
// whose text starts at i, and whether the line holds it; else len(text).
func skipQuoted(text []byte, i int, quote byte) (int, bool) {
	for i < len(text) {
		switch {
		case quote == '"' && text[i] == '\\':
			i += 2
		case text[i] == quote && quote == '\'' && i+1 < len(text) && text[i+1] == '\'':
			i += 2
		case text[i] == quote:
			return i + 1, true
		default:
			i++
		}
	}
	return len(text), false
}

// checkAliases refuses a tree whose aliases, each expanded to the value
// its anchor holds, add more than MaxAliasNodes nodes. Each anchor's
// expanded size is computed once, when it is defined (an alias can only
// name an anchor before it), so the count is linear in the tree, however
// much the aliases would expand to.
func checkAliases(file string, f *ast.File) error {
	c := aliasCounter{file: file, anchors: map[string]int{}}
	for _, doc := range f.Docs {
		c.size(doc)
		if c.err != nil {
			return c.err
		}
	}
	return nil
}

type aliasCounter struct {
	file    string
	anchors map[string]int
	added   int
	err     error
}

// size returns how many nodes n stands for once its aliases are expanded,
// at most MaxAliasNodes+1 more than it holds.
func (c *aliasCounter) size(n ast.Node) int {
	if n == nil || c.err != nil {
		return 0
	}
	switch n := n.(type) {
	case *ast.DocumentNode:
		return c.size(n.Body)
	case *ast.MappingNode:
		total := 1
		for _, v := range n.Values {
			total += c.size(v)
		}
		return total
	case *ast.MappingValueNode:
		return c.size(n.Key) + c.size(n.Value)
	case *ast.MappingKeyNode:
		return c.size(n.Value)
	case *ast.SequenceNode:
		total := 1
		for _, v := range n.Values {
			total += c.size(v)
		}
		return total
	case *ast.TagNode:
		return c.size(n.Value)
	case *ast.AnchorNode:
		size := c.size(n.Value)
		if n.Name != nil && n.Name.GetToken() != nil {
			c.anchors[n.Name.GetToken().Value] = size
		}
		return size
	case *ast.AliasNode:
		var size int
		if n.Value != nil && n.Value.GetToken() != nil {
			size = c.anchors[n.Value.GetToken().Value]
		}
		c.added += size
		if c.added > MaxAliasNodes {
			line := 0
			if tk := n.GetToken(); tk != nil && tk.Position != nil {
				line = tk.Position.Line
			}
			c.err = &Error{File: c.file, Line: line, Msg: fmt.Sprintf(aliasLimitMsg, MaxAliasNodes)}
			return 0
		}
		return size
	case *ast.CommentGroupNode, *ast.CommentNode:
		return 0
	}
	return 1
}
