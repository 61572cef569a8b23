// The connection to an electronic board on a serial port (USB, Bluetooth serial, a
// pseudo-terminal): it opens the port as the board's protocol wants it (DGT 9600 8N1,
// Millennium ChessLink 38400 7O1), asks for the whole board and for every change from then on,
// and hands out what the board reports, decoded by core (chess960/dgt.h, chess960/millennium.h).
// A board that goes away (the cable pulled, the port gone, no answer) is reported lost and
// tried again every two seconds until it answers; nothing of the game depends on it.
#pragma once

#include "chess960/dgt.h"
#include "chess960/eboard.h"
#include "chess960/millennium.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

class QSerialPort;

namespace chess960::ui {

class BoardLink : public QObject {
    Q_OBJECT
public:
    enum class Kind { Dgt, Millennium };
    enum class State {
        Off,        ///< not asked to connect
        Connecting, ///< the port is open, the board has not answered yet
        Connected,  ///< the board has sent its position
        Lost,       ///< it was asked to connect and the board is not there: tried again
    };

    explicit BoardLink(QObject* parent = nullptr);
    ~BoardLink() override;

    /// \brief "dgt:PORT" or "millennium:PORT" as given on the command line; nullopt for
    /// anything else.
    static std::optional<std::pair<Kind, QString>> parse(const QString& spec);
    /// \brief "dgt" or "millennium", as in the command line and the settings.
    static QString kindKey(Kind kind);
    static std::optional<Kind> kindOfKey(const QString& key);

    /// \brief Connects to the board of that kind on that port, and keeps trying while it is
    /// not there.
    void connectTo(Kind kind, const QString& port);
    /// \brief Lets go of the port; no more tries.
    void disconnectBoard();

    State state() const { return state_; }
    Kind kind() const { return kind_; }
    QString port() const { return port_; }
    /// \brief Why the board is not connected (empty when it is).
    QString problem() const { return problem_; }
    QString version() const { return version_; }
    QString serialNumber() const { return serialNumber_; }
    /// \brief Lights the corners of these squares (in the board's own squares) on a board
    /// with LEDs (ChessLink); none: every LED off. Boards without LEDs ignore it.
    void showSquares(Bitboard squares);

    /// \brief What stands on the board as last reported, in the board's own squares.
    const eboard::Placement& placement() const { return board_; }

    /// \brief How long a board that is open but silent is waited for, and the pause between
    /// two tries.
    static constexpr int kAnswerMs = 3000;
    static constexpr int kRetryMs = 2000;
    /// \brief A connected board that has said nothing for this long is asked for its version:
    /// a board that does not answer is gone (a Bluetooth link or a terminal that closed without
    /// an error).
    static constexpr int kPingMs = 2000;

signals:
    void stateChanged();
    /// \brief A whole board (the answer to "send the board", a ChessLink status).
    void boardSeen(const chess960::eboard::Placement& board);
    /// \brief One square now holds `piece` (NoPiece: the piece was lifted).
    void squareChanged(chess960::Square square, chess960::Piece piece);
    /// \brief The version or serial number became known.
    void infoChanged();

private:
    void open();
    void closeDevice();
    void lose(const QString& why);
    void read();
    void ping();
    void write(const std::string& bytes);
    void setState(State s);

    QSerialPort* device_ = nullptr;
    QTimer retry_;
    QTimer answer_;
    QTimer ping_;
    State state_ = State::Off;
    Kind kind_ = Kind::Dgt;
    QString port_;
    QString problem_;
    QString version_;
    QString serialNumber_;
    eboard::Placement board_{};
    Bitboard lit_ = 0;
    dgt::Decoder dgt_;
    millennium::Decoder millennium_;
};

} // namespace chess960::ui
