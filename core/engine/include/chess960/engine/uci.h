// The UCI protocol as a line-in, line-out object, so tests can drive a session without a
// process. A session runs each "go" on a thread of its own so it can keep reading "stop".
#pragma once

#include "chess960/engine/search.h"
#include "chess960/position.h"

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace chess960::engine {

/// \brief One UCI session: feed it lines with handleLine(), read its answers from the
/// output callback (called with one line at a time, without newline, from either the
/// caller's thread or the search thread, never from both at once).
class UciSession {
public:
    /// \brief A session that writes its answers through out.
    explicit UciSession(std::function<void(const std::string&)> out);
    /// \brief Stops and joins a running search.
    ~UciSession();
    UciSession(const UciSession&) = delete;
    UciSession& operator=(const UciSession&) = delete;

    /// \brief Handles one line of input. Unknown or malformed input gets an
    /// "info string error ..." answer and the session carries on.
    void handleLine(std::string_view line);
    /// \brief True after "quit".
    bool quitRequested() const { return quit_; }
    /// \brief Blocks until the running search (if any) has sent its bestmove.
    void waitForSearch();

private:
    void send(const std::string& line);
    void cmdUci();
    void cmdSetOption(const std::vector<std::string>& words);
    void cmdPosition(const std::vector<std::string>& words);
    void cmdGo(const std::vector<std::string>& words);
    void stopSearch();
    void searchThread(Limits limits, Position root, std::vector<uint64_t> keys);
    void sendInfo(const SearchInfo& info, const Position& root);
    std::string uciMove(const Position& pos, Move m) const;

    std::function<void(const std::string&)> out_;
    std::mutex outMutex_;
    Search search_;
    Position position_;
    std::vector<uint64_t> keys_; // positions before position_, oldest first
    std::thread thread_;
    std::mutex waitMutex_;
    std::condition_variable waitCv_;
    bool stopOrQuit_ = false; // guarded by waitMutex_: ends an infinite search's wait
    std::mt19937_64 rng_;
    bool chess960_ = false;
    bool limitStrength_ = false;
    int elo_ = 2800;
    int level_ = 10;
    int64_t moveOverheadMs_ = 30;
    int threads_ = 1; ///< search threads at full strength; the weaker levels use one
    /// The network read from EvalFile, if any; else the one compiled in evaluates, or the
    /// handcrafted evaluation when there is none or "Use NNUE" is off.
    std::unique_ptr<nnue::Network<nnue::kHidden>> fileNet_;
    std::string evalFile_;
    bool useNet_ = true;
    void applyNetwork();
    bool quit_ = false;
};

} // namespace chess960::engine
