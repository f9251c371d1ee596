#include "npuzzle/judge/wire.hpp"

#include <array>

namespace npuzzle::judge {

void Writer::str(std::string_view s) {
    u32(static_cast<std::uint32_t>(s.size()));
    raw(s.data(), s.size());
}

std::string_view Reader::raw(std::size_t size) {
    if (size > rest_.size()) throw wire_error("a message ended too early");
    std::string_view out = rest_.substr(0, size);
    rest_.remove_prefix(size);
    return out;
}

std::string Reader::str() { return std::string(raw(length(kMaxMessage))); }

std::uint32_t Reader::length(std::uint32_t max) {
    const std::uint32_t n = u32();
    if (n > max) throw wire_error("a list of " + std::to_string(n) + " items is too long");
    return n;
}

bool Codec<bool>::get(Reader& r) {
    const std::uint8_t v = r.u8();
    if (v > 1) throw wire_error("a boolean that is neither true nor false");
    return v == 1;
}

Move Codec<Move>::get(Reader& r) {
    const std::uint8_t v = r.u8();
    if (v > 3) throw wire_error("a move that is not U, D, L or R");
    return static_cast<Move>(v);
}

void Codec<Board>::put(Writer& w, const Board& b) {
    w.u8(static_cast<std::uint8_t>(b.width()));
    w.u8(static_cast<std::uint8_t>(b.height()));
    w.u64(b.packed());
}

Board Codec<Board>::get(Reader& r) {
    const int width = r.u8();
    const int height = r.u8();
    const std::uint64_t packed = r.u64();
    if (width < Board::kMinSide || height < Board::kMinSide || width * height > Board::kMaxCells) {
        throw wire_error("a board of impossible shape " + std::to_string(width) + "x" +
                         std::to_string(height));
    }
    std::array<int, Board::kMaxCells> tiles{};
    for (int cell = 0; cell < width * height; ++cell) {
        tiles[cell] = static_cast<int>((packed >> (4 * cell)) & 0xFU);
    }
    try {
        return Board(width, height, std::span<const int>(tiles.data(), width * height));
    } catch (const std::invalid_argument& e) {
        throw wire_error(std::string("a board that is not valid: ") + e.what());
    }
}

namespace {

void put_counters(Writer& w, const SearchCounters& c) {
    w.u64(c.expanded);
    w.u64(c.generated);
    w.u64(c.duplicates);
    w.u64(c.max_frontier);
    w.i32(c.iterations);
}

SearchCounters get_counters(Reader& r) {
    SearchCounters c;
    c.expanded = r.u64();
    c.generated = r.u64();
    c.duplicates = r.u64();
    c.max_frontier = r.u64();
    c.iterations = r.i32();
    return c;
}

SearchStatus get_status(Reader& r) {
    const std::uint8_t v = r.u8();
    if (v > static_cast<std::uint8_t>(SearchStatus::Failure)) {
        throw wire_error("a search status that does not exist");
    }
    return static_cast<SearchStatus>(v);
}

}  // namespace

void Codec<SearchResult>::put(Writer& w, const SearchResult& r) {
    w.u8(static_cast<std::uint8_t>(r.status));
    judge::put(w, r.path);
    put_counters(w, r.counters);
    w.u32(static_cast<std::uint32_t>(r.iterations.size()));
    for (const IterationStats& it : r.iterations) {
        w.i32(it.bound);
        w.u64(it.expanded);
        w.u64(it.generated);
    }
}

SearchResult Codec<SearchResult>::get(Reader& r) {
    SearchResult out;
    out.status = get_status(r);
    out.path = judge::get<std::vector<Move>>(r);
    out.counters = get_counters(r);
    out.iterations.resize(r.length());
    for (IterationStats& it : out.iterations) {
        it.bound = r.i32();
        it.expanded = r.u64();
        it.generated = r.u64();
    }
    return out;
}

void put_event(Writer& w, const SearchEvent& e) {
    w.u8(static_cast<std::uint8_t>(e.kind));
    w.u32(e.node);
    w.u32(e.parent);
    judge::put(w, e.board);
    w.i32(e.depth);
    w.i32(e.h);
    w.u8(e.has_move ? 1 : 0);
    w.u8(static_cast<std::uint8_t>(e.move));
    w.u64(e.frontier);
    w.i32(e.bound);
    w.str(e.algorithm);
    w.u8(e.goal ? 1 : 0);
    if (e.goal) judge::put(w, *e.goal);
    w.u8(e.counters ? 1 : 0);
    if (e.counters) put_counters(w, *e.counters);
    w.u8(e.found ? 1 : 0);
}

void get_event(Reader& r, EventHolder& out) {
    SearchEvent& e = out.event;
    const std::uint8_t kind = r.u8();
    if (kind > static_cast<std::uint8_t>(EventKind::Finish)) {
        throw wire_error("an event of a kind that does not exist");
    }
    e.kind = static_cast<EventKind>(kind);
    e.node = r.u32();
    e.parent = r.u32();
    e.board = judge::get<Board>(r);
    e.depth = r.i32();
    e.h = r.i32();
    e.has_move = judge::get<bool>(r);
    e.move = judge::get<Move>(r);
    e.frontier = r.u64();
    e.bound = r.i32();
    out.algorithm = r.str();
    e.algorithm = out.algorithm;
    e.goal = nullptr;
    if (judge::get<bool>(r)) {
        out.goal = judge::get<Board>(r);
        e.goal = &out.goal;
    }
    e.counters = nullptr;
    if (judge::get<bool>(r)) {
        out.counters = get_counters(r);
        e.counters = &out.counters;
    }
    e.found = judge::get<bool>(r);
}

}  // namespace npuzzle::judge
