#include "paramlayout.h"

#include <algorithm>
#include <cstddef>
#include <ostream>
#include <type_traits>

namespace chess960::engine::tune {

namespace {

// A member of type T (an int or EvalPair, or an array or table of them) at offset bytes.
template <class T>
ParamGroup group(const char* name, size_t offset, int rows, bool tuned) {
    using Element = std::remove_all_extents_t<T>;
    constexpr bool pair = std::is_same_v<Element, EvalPair>;
    const int count = int(sizeof(T) / sizeof(Element));
    return {name, int(offset / sizeof(int)), rows, count / rows, pair, tuned};
}

#define CHESS960_GROUP(member, rows, tuned)                                                        \
    group<decltype(EvalParams::member)>(#member, offsetof(EvalParams, member), rows, tuned)

std::vector<ParamGroup> makeLayout() {
    return {
        CHESS960_GROUP(material, 1, true),
        CHESS960_GROUP(pst, 7, true),
        CHESS960_GROUP(knightMobility, 1, true),
        CHESS960_GROUP(bishopMobility, 1, true),
        CHESS960_GROUP(rookMobility, 1, true),
        CHESS960_GROUP(queenMobility, 1, true),
        CHESS960_GROUP(bishopPair, 1, true),
        CHESS960_GROUP(rookOpenFile, 1, true),
        CHESS960_GROUP(rookHalfOpenFile, 1, true),
        CHESS960_GROUP(knightOutpost, 1, true),
        CHESS960_GROUP(bishopOutpost, 1, true),
        CHESS960_GROUP(threatByPawn, 1, true),
        CHESS960_GROUP(threatByMinor, 1, true),
        CHESS960_GROUP(threatByRook, 1, true),
        CHESS960_GROUP(hanging, 1, true),
        CHESS960_GROUP(tempo, 1, true),
        CHESS960_GROUP(cornerBishop, 1, true),
        CHESS960_GROUP(cornerBishopBlocked, 1, true),
        CHESS960_GROUP(undevelopedMinor, 1, true),
        CHESS960_GROUP(castlingRight, 1, true),
        CHESS960_GROUP(trappedRook, 1, true),
        CHESS960_GROUP(doubled, 1, true),
        CHESS960_GROUP(isolated, 1, true),
        CHESS960_GROUP(backward, 1, true),
        CHESS960_GROUP(connected, 1, true),
        CHESS960_GROUP(passed, 1, true),
        CHESS960_GROUP(passedEnemyKingDistance, 1, true),
        CHESS960_GROUP(passedOwnKingDistance, 1, true),
        CHESS960_GROUP(passedFree, 1, true),
        CHESS960_GROUP(passedBlocked, 1, true),
        CHESS960_GROUP(unstoppablePasser, 1, true),
        CHESS960_GROUP(shelterCover, 1, true),
        CHESS960_GROUP(shelterMissing, 1, true),
        CHESS960_GROUP(shelterOpenKingFile, 1, true),
        CHESS960_GROUP(storm, 1, true),
        CHESS960_GROUP(castleShelterDiscount, 1, true),
        CHESS960_GROUP(zoneAttack, 1, true),
        CHESS960_GROUP(safeCheck, 1, true),
        CHESS960_GROUP(dangerPerAttacker, 1, true),
        CHESS960_GROUP(dangerNoQueen, 1, true),
        CHESS960_GROUP(dangerShelter, 1, false),
        CHESS960_GROUP(dangerMgDivisor, 1, false),
        CHESS960_GROUP(dangerMgCap, 1, false),
        CHESS960_GROUP(dangerEgDivisor, 1, false),
        CHESS960_GROUP(scaleOneMinor, 1, false),
        CHESS960_GROUP(scaleSmallEdgeFewPieces, 1, false),
        CHESS960_GROUP(scaleSmallEdge, 1, false),
        CHESS960_GROUP(scaleOppositeBishops, 1, false),
        CHESS960_GROUP(mopUpEdge, 1, false),
        CHESS960_GROUP(mopUpKingDistance, 1, false),
    };
}

#undef CHESS960_GROUP

void writeValue(std::ostream& out, const int* v, bool pair) {
    if (pair)
        out << "{" << v[0] << ", " << v[1] << "}";
    else
        out << v[0];
}

// One row of values, eight to a line when it does not fit on one.
void writeRow(std::ostream& out, const int* v, int cols, bool pair, const char* indent) {
    const int step = pair ? 2 : 1;
    if (cols <= 16) {
        out << "{";
        for (int i = 0; i < cols; ++i) {
            if (i) out << ", ";
            writeValue(out, v + i * step, pair);
        }
        out << "}";
        return;
    }
    out << "{\n";
    for (int i = 0; i < cols; ++i) {
        if (i % 8 == 0) out << indent << "    ";
        writeValue(out, v + i * step, pair);
        out << (i + 1 == cols ? "\n" : i % 8 == 7 ? ",\n" : ", ");
    }
    out << indent << "}";
}

} // namespace

const std::vector<ParamGroup>& paramLayout() {
    static const std::vector<ParamGroup> layout = makeLayout();
    return layout;
}

std::vector<bool> tunedInts() {
    std::vector<bool> tuned(kEvalParamCount, false);
    for (const ParamGroup& g : paramLayout())
        for (int i = 0; i < g.ints(); ++i) tuned[g.offset + i] = g.tuned;
    return tuned;
}

std::optional<std::vector<bool>> groupInts(const std::vector<std::string>& names,
                                           std::string& badName) {
    std::vector<bool> in(kEvalParamCount, false);
    for (const std::string& name : names) {
        const auto& layout = paramLayout();
        auto g = std::find_if(layout.begin(), layout.end(),
                              [&](const ParamGroup& group) { return name == group.name; });
        if (g == layout.end() || !g->tuned) {
            badName = name;
            return std::nullopt;
        }
        for (int i = 0; i < g->ints(); ++i) in[g->offset + i] = true;
    }
    return in;
}

std::vector<bool> pairStarts() {
    std::vector<bool> starts(kEvalParamCount, false);
    for (const ParamGroup& g : paramLayout())
        if (g.pair)
            for (int i = 0; i < g.ints(); i += 2) starts[g.offset + i] = true;
    return starts;
}

void writeParamsSource(const EvalParams& params, std::ostream& out, const std::string& note) {
    const int* ints = paramInts(params);
    out << "// The evaluation's weights, the table the engine compiles in. Written by\n"
           "// `chess960-tune` (core/engine/README.md, \"Tuning the evaluation\"): "
        << note
        << "\n// Names and meanings: chess960/engine/evalparams.h.\n"
           "#include \"chess960/engine/evalparams.h\"\n\n"
           "namespace chess960::engine {\n\n"
           "namespace {\n\n"
           "// clang-format off\n"
           "constexpr EvalParams kParams = {\n";
    for (const ParamGroup& g : paramLayout()) {
        const int* v = ints + g.offset;
        out << "    ." << g.name << " = ";
        if (g.rows == 1 && g.cols == 1) {
            writeValue(out, v, g.pair);
        } else if (g.rows == 1) {
            writeRow(out, v, g.cols, g.pair, "    ");
        } else {
            out << "{\n";
            const int rowInts = g.cols * (g.pair ? 2 : 1);
            static const char* const pieces[7] = {"no piece", "pawn",  "knight", "bishop",
                                                  "rook",     "queen", "king"};
            for (int r = 0; r < g.rows; ++r) {
                out << "        // " << (r < 7 ? pieces[r] : "") << ", a1 to h1 first\n        ";
                writeRow(out, v + r * rowInts, g.cols, g.pair, "        ");
                out << ",\n";
            }
            out << "    }";
        }
        out << ",\n";
    }
    out << "};\n"
           "// clang-format on\n\n"
           "} // namespace\n\n"
           "const EvalParams& defaultEvalParams() {\n"
           "    return kParams;\n"
           "}\n\n"
           "} // namespace chess960::engine\n";
}

} // namespace chess960::engine::tune
