// The dashboard's way to the robot itself: its Downloads page and the installation guide.
import { Link } from 'react-router-dom';
import { DOWNLOADS_PATH, INSTALLATION_GUIDE_PATH } from '../paths';
import '../releases.css';

export function RobotLinks() {
  return (
    <div className="quick-actions robot-links">
      <Link to={DOWNLOADS_PATH} className="button">
        Download the Robot
      </Link>
      <Link to={INSTALLATION_GUIDE_PATH} className="button">
        Installation Guide
      </Link>
    </div>
  );
}
