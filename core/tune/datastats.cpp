#include "datastats.h"

#include "chess960/engine/score.h"
#include "chess960/startpos.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iomanip>
#include <ostream>
#include <vector>

namespace chess960::engine::tune {

namespace {

void count(const GameData& g, DataStats& s) {
    ++s.games;
    s.plies += long(g.moves.size());
    s.scored += long(g.moves.size()) - g.randomPlies;
    for (size_t i = 0; i < g.moves.size(); ++i) {
        if (g.kept[i]) {
            ++s.kept;
            const int score = std::abs(int(g.scores[i]));
            if (score >= kMateBound)
                ++s.keptMates;
            else
                s.keptAbsScore += score;
        }
        s.castles += g.moves[i].kind() == Move::Castling;
    }
    ++s.results[int(g.result * 2)];
    ++s.endings[int(g.ending)];
    s.dfrcGames += g.start >= kStartPositionCount;
}

} // namespace

DataStats dataStats(const std::string& fileOrDir) {
    DataStats s;
    std::vector<std::string> paths;
    std::error_code failed;
    if (std::filesystem::is_directory(fileOrDir, failed)) {
        for (const auto& entry : std::filesystem::directory_iterator(fileOrDir, failed))
            if (entry.path().extension() == ".bin") paths.push_back(entry.path().string());
        std::sort(paths.begin(), paths.end());
    } else {
        paths.push_back(fileOrDir);
    }
    if (failed) {
        s.error = fileOrDir + ": " + failed.message();
        return s;
    }
    if (paths.empty()) s.error = fileOrDir + ": no .bin files";
    for (const std::string& path : paths) {
        GameReader reader;
        GameData game;
        DataStats file;
        if (reader.open(path))
            while (reader.next(game)) count(game, file);
        if (!reader.error().empty()) {
            s.error = reader.error();
            break;
        }
        ++s.files;
        s.bytes += long(std::filesystem::file_size(path, failed));
        s.games += file.games;
        s.plies += file.plies;
        s.scored += file.scored;
        s.kept += file.kept;
        s.keptMates += file.keptMates;
        s.keptAbsScore += file.keptAbsScore;
        for (int i = 0; i < 3; ++i) s.results[i] += file.results[i];
        for (int i = 0; i < kGameEndCount; ++i) s.endings[i] += file.endings[i];
        s.dfrcGames += file.dfrcGames;
        s.castles += file.castles;
    }
    return s;
}

void printDataStats(const DataStats& s, std::ostream& out) {
    auto percent = [](long part, long whole) { return whole ? 100.0 * double(part) / whole : 0.0; };
    out << std::fixed << std::setprecision(1);
    out << s.files << " files, " << s.bytes << " bytes\n"
        << s.games << " games, " << s.plies << " plies, " << s.scored << " positions searched, "
        << s.kept << " kept (" << percent(s.kept, s.scored) << " %)\n";
    if (s.kept > s.keptMates)
        out << "mean |score| of the kept positions: "
            << s.keptAbsScore / double(s.kept - s.keptMates) << " cp (" << s.keptMates
            << " mate scores left out); " << double(s.bytes) / double(s.kept)
            << " bytes per kept position\n";
    out << "results: White won " << s.results[2] << " (" << percent(s.results[2], s.games)
        << " %), drawn " << s.results[1] << " (" << percent(s.results[1], s.games)
        << " %), Black won " << s.results[0] << " (" << percent(s.results[0], s.games) << " %)\n"
        << "endings:";
    const char* separator = " ";
    for (int i = 0; i < kGameEndCount; ++i)
        if (s.endings[i]) {
            out << separator << gameEndName(GameEnd(i)) << " " << s.endings[i];
            separator = ", ";
        }
    out << "\nDFRC starts (different back ranks): " << s.dfrcGames << " ("
        << percent(s.dfrcGames, s.games) << " %); castles played: " << s.castles << "\n";
    out << std::defaultfloat;
}

} // namespace chess960::engine::tune
